export default function Home() {
  return <h1>Empty app</h1>;
}
