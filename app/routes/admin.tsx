import { consoleMeta } from "~/admin/admin-fetch";
import { SignInPage } from "~/admin/sign-in/sign-in-page";

export const meta = () => consoleMeta("Sign in");

export default function AdminSignInRoute() {
  return <SignInPage />;
}
