import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { axeTags } from "../../../scripts/audit/axe-scan.ts";

/** The AI Assistant as a visitor meets it: found by role and accessible name. */
export function assistant(page: Page) {
  const launcher = page.getByRole("button", { name: /^(Open|Close) AI Assistant$/ });
  const panel = page.getByRole("dialog", { name: "AI Assistant" });
  const input = panel.getByRole("textbox", { name: "Message" });
  const messages = panel.getByRole("list", { name: "Conversation" }).getByRole("listitem");
  return {
    launcher,
    panel,
    input,
    messages,
    sendButton: panel.getByRole("button", { name: "Send message" }),
    micButton: panel.getByRole("button", { name: /(Start|Stop) voice assistant/ }),
    closeButton: panel.getByRole("button", { name: "Close chat" }),
    typing: panel.getByRole("status").filter({ hasText: "Assistant is typing" }),
    async open() {
      await page.getByRole("button", { name: "Open AI Assistant" }).click();
      await expect(panel).toBeVisible();
      await expect(input).toBeFocused();
    },
    async send(text: string) {
      await input.fill(text);
      await input.press("Enter");
    },
    /** The last message in the conversation. */
    last() {
      return messages.last();
    },
  };
}

/** Makes the chat function unreachable, as when the backend is down. */
export async function breakChatBackend(page: Page) {
  await page.route("**/functions/v1/chat", (route) => route.abort("connectionrefused"));
}

/** axe on the open panel (#ai-assistant), with the audit's rules and target size included. */
export async function expectPanelPassesAxe(page: Page) {
  const results = await new AxeBuilder({ page })
    .options({ rules: { "target-size": { enabled: true } } })
    .withTags(axeTags)
    .include("#ai-assistant")
    .analyze();
  expect(results.violations).toEqual([]);
}
