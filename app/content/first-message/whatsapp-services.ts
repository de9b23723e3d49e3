import type { FirstMessage } from "./schema.ts";

/** The calls, one per language; the words around them are in first-message/<locale>.ts. */
export const snippets: FirstMessage["snippets"] = [
  {
    language: "curl",
    label: "curl",
    code: `curl https://api.relaywave.example/v1/whatsapp/messages \\
  -H "Authorization: Bearer $RELAYWAVE_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{
    "to": "+971501234567",
    "template": { "name": "delivery_slot", "language": "en" },
    "parameters": ["Amira", "#10482"],
    "quickReplies": ["confirm", "reschedule"]
  }'`,
  },
  {
    language: "node",
    label: "Node.js",
    code: `const key = process.env.RELAYWAVE_API_KEY;
const response = await fetch("https://api.relaywave.example/v1/whatsapp/messages", {
  method: "POST",
  headers: { Authorization: \`Bearer \${key}\`, "Content-Type": "application/json" },
  body: JSON.stringify({
    to: "+971501234567",
    template: { name: "delivery_slot", language: "en" },
    parameters: ["Amira", "#10482"],
    quickReplies: ["confirm", "reschedule"],
  }),
});
console.log(response.status, await response.json());`,
  },
  {
    language: "python",
    label: "Python",
    code: `import os
import requests

response = requests.post(
    "https://api.relaywave.example/v1/whatsapp/messages",
    headers={"Authorization": f"Bearer {os.environ['RELAYWAVE_API_KEY']}"},
    json={
        "to": "+971501234567",
        "template": {"name": "delivery_slot", "language": "en"},
        "parameters": ["Amira", "#10482"],
        "quickReplies": ["confirm", "reschedule"],
    },
    timeout=10,
)
print(response.status_code, response.json())`,
  },
];
