import type { FirstMessage } from "./schema.ts";

/** The calls, one per language; the words around them are in first-message/<locale>.ts. */
export const snippets: FirstMessage["snippets"] = [
  {
    language: "curl",
    label: "curl",
    code: `curl https://api.relaywave.example/v1/rcs/messages \\
  -H "Authorization: Bearer $RELAYWAVE_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{
    "to": "+971501234567",
    "richCard": {
      "title": "Your parcel is on its way",
      "description": "Arriving today between 14:00 and 16:00.",
      "media": "https://relaywave.example/img/parcel.jpg",
      "suggestions": ["Track parcel", "Change time"]
    }
  }'`,
  },
  {
    language: "node",
    label: "Node.js",
    code: `const key = process.env.RELAYWAVE_API_KEY;
const response = await fetch("https://api.relaywave.example/v1/rcs/messages", {
  method: "POST",
  headers: { Authorization: \`Bearer \${key}\`, "Content-Type": "application/json" },
  body: JSON.stringify({
    to: "+971501234567",
    richCard: {
      title: "Your parcel is on its way",
      description: "Arriving today between 14:00 and 16:00.",
      media: "https://relaywave.example/img/parcel.jpg",
      suggestions: ["Track parcel", "Change time"],
    },
  }),
});
console.log(response.status, await response.json());`,
  },
  {
    language: "python",
    label: "Python",
    code: `import os
import requests

card = {
    "title": "Your parcel is on its way",
    "description": "Arriving today between 14:00 and 16:00.",
    "media": "https://relaywave.example/img/parcel.jpg",
    "suggestions": ["Track parcel", "Change time"],
}
response = requests.post(
    "https://api.relaywave.example/v1/rcs/messages",
    headers={"Authorization": f"Bearer {os.environ['RELAYWAVE_API_KEY']}"},
    json={"to": "+971501234567", "richCard": card}, timeout=10,
)
print(response.status_code, response.json())`,
  },
];
