import { expect, test } from "@playwright/test";
import { assistant, breakChatBackend } from "./support/assistant.ts";

const greeting = "Hi! I'm your AI assistant. How can I help you today?";

test.describe("opening and closing", () => {
  test("the launcher toggles the panel and reports its state", async ({ page }) => {
    await page.goto("/");
    const chat = assistant(page);
    await expect(page.getByRole("button", { name: "Open AI Assistant" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await chat.open();
    await expect(page.getByRole("button", { name: "Close AI Assistant" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(chat.input).toHaveAttribute("placeholder", "Type your message...");
    await expect(chat.messages.first()).toContainText(greeting);
    await page.getByRole("button", { name: "Close AI Assistant" }).click();
    await expect(chat.panel).toBeHidden();
    await expect(page.getByRole("button", { name: "Open AI Assistant" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("the close button closes and returns focus to the launcher", async ({ page }) => {
    await page.goto("/about");
    const chat = assistant(page);
    await chat.open();
    await chat.closeButton.click();
    await expect(chat.panel).toBeHidden();
    await expect(page.getByRole("button", { name: "Open AI Assistant" })).toBeFocused();
  });

  // Opening, sending and closing with Escape by keyboard alone: keyboard-journeys.spec.ts.

  test("the panel is not modal: the page stays usable while it is open", async ({ page }) => {
    await page.goto("/");
    const chat = assistant(page);
    await chat.open();
    await expect(chat.panel).not.toHaveAttribute("aria-modal", "true");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(chat.panel).toBeVisible();
  });

  test("its controls are at least 24 by 24 pixels", async ({ page }) => {
    await page.goto("/");
    const chat = assistant(page);
    await chat.open();
    const controls = [chat.launcher, chat.closeButton, chat.sendButton, chat.micButton, chat.input];
    for (const control of controls) {
      const box = await control.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(24);
      expect(box?.height).toBeGreaterThanOrEqual(24);
    }
  });
});

test.describe("sending", () => {
  test("shows the message at once, the typing indicator, then the server's reply", async ({ page }) => {
    await page.goto("/");
    const chat = assistant(page);
    await chat.open();
    // Hold the request at the network edge (then pass it on to the real server), so the
    // in-flight state can be checked however fast the server answers.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let requestedAt = 0;
    let body: unknown;
    await page.route("**/functions/v1/chat", async (route) => {
      requestedAt = Date.now();
      body = route.request().postDataJSON();
      await held;
      await route.continue();
    });
    const sentAt = Date.now();
    await chat.send("Can you help us get a WhatsApp Business account?");
    await expect(chat.messages.nth(1)).toContainText("Can you help us get a WhatsApp Business account?");
    await expect(chat.typing).toBeVisible();
    await expect(chat.input).toBeDisabled();
    await expect(chat.micButton).toBeDisabled();
    await expect.poll(() => requestedAt).toBeGreaterThan(0);
    expect(requestedAt - sentAt).toBeGreaterThanOrEqual(750);
    expect(body).toEqual({ message: "Can you help us get a WhatsApp Business account?" });
    release();
    await expect(chat.messages).toHaveCount(3);
    await expect(chat.last().getByRole("link", { name: "WhatsApp Business" })).toHaveAttribute(
      "href",
      "/services/whatsapp-services",
    );
    await expect(chat.typing).toHaveCount(0);
    await expect(chat.input).toBeEnabled();
    await expect(chat.input).toBeFocused();
    await expect(chat.micButton).toBeEnabled();
  });

  test("an empty message is ignored", async ({ page }) => {
    await page.goto("/");
    const chat = assistant(page);
    await chat.open();
    let requests = 0;
    page.on("request", (request) => {
      if (request.url().includes("/functions/v1/chat")) requests += 1;
    });
    await chat.input.fill("   ");
    await chat.input.press("Enter");
    await chat.sendButton.click();
    await page.waitForTimeout(1200);
    await expect(chat.messages).toHaveCount(1);
    expect(requests).toBe(0);
  });

  test("a second send while a reply is pending is ignored", async ({ page }) => {
    await page.goto("/");
    const chat = assistant(page);
    await chat.open();
    let requests = 0;
    page.on("request", (request) => {
      if (request.url().includes("/functions/v1/chat")) requests += 1;
    });
    await chat.input.fill("Tell me about RCS");
    await chat.sendButton.dblclick();
    await expect(chat.messages).toHaveCount(3);
    await page.waitForTimeout(1200);
    await expect(chat.messages).toHaveCount(3);
    expect(requests).toBe(1);
  });

  test("a new assistant message is announced once, politely", async ({ page }) => {
    await page.goto("/");
    const chat = assistant(page);
    await chat.open();
    const liveRegion = chat.panel.locator('[aria-live="polite"]');
    await expect(liveRegion).toHaveText("");
    await chat.send("What is RCS?");
    await expect(chat.messages).toHaveCount(3);
    // The answer's words only: the feedback buttons under it are not announced.
    const reply = (await chat.last().innerText())
      .replace("Assistant said:", "")
      .replace(/Helpful\s+Not helpful\s*$/, "")
      .replace(/\s+/g, " ")
      .trim();
    await expect(liveRegion).toHaveText(reply);
    await expect(liveRegion).not.toContainText(greeting);
  });

  test("answers from the site's own content, quoting the published rate", async ({ page }) => {
    await page.goto("/");
    const chat = assistant(page);
    await chat.open();
    await chat.send("How much does an SMS to India cost?");
    await expect(chat.last()).toContainText("$0.0032");
    await chat.last().getByRole("link", { name: "India" }).click();
    await expect(page).toHaveURL(/\/services\/sms-services\/india$/);
  });
});

test.describe("offline replies when the backend is unreachable", () => {
  const groups = [
    { message: "Do you send SMS?", topic: "SMS", link: "/services/sms-services" },
    { message: "sms price for India", topic: "SMS", link: "/services/sms-services" },
    {
      message: "Can I use WhatsApp?",
      topic: "WhatsApp Business Platform",
      link: "/services/whatsapp-services",
    },
    { message: "What about RCS?", topic: "RCS", link: "/services/rcs-services" },
    { message: "We need an IVR", topic: "voice", link: "/services/voice-services" },
    { message: "Do you build a chatbot?", topic: "AI agents", link: "/services/ai-agents" },
    {
      message: "What does it cost?",
      topic: "priced per message segment",
      link: "/services/sms-services/pricing",
    },
    { message: "Can I book a demo?", topic: "sales team", link: "/contact" },
    { message: "How do I integrate?", topic: "one REST API", link: "/services/sms-services" },
    { message: "How do I begin?", topic: "Getting started", link: "/contact" },
    { message: "Hello there", topic: "business messaging", link: "/services" },
  ];

  for (const group of groups) {
    test(`"${group.message}" gets the ${group.topic} reply, silently`, async ({ page }) => {
      await breakChatBackend(page);
      await page.goto("/");
      const chat = assistant(page);
      await chat.open();
      await chat.send(group.message);
      const reply = chat.messages.nth(2);
      await expect(reply).toContainText(group.topic);
      await expect(reply.locator(`a[href="${group.link}"]`).first()).toBeVisible();
      await expect(chat.panel.getByRole("alert")).toHaveCount(0);
    });
  }

  test("the contact reply gives the company e-mail and phone", async ({ page }) => {
    await breakChatBackend(page);
    await page.goto("/");
    const chat = assistant(page);
    await chat.open();
    await chat.send("I want to talk to sales");
    await expect(chat.messages.nth(2).getByRole("link", { name: "sales@relaywave.example" })).toHaveAttribute(
      "href",
      "mailto:sales@relaywave.example",
    );
    await expect(chat.messages.nth(2).getByRole("link", { name: "+1 (555) 010-0199" })).toHaveAttribute(
      "href",
      "tel:+15550100199",
    );
  });
});

test("a reply carrying HTML renders inert", async ({ page }) => {
  await page.route("**/functions/v1/chat", (route) =>
    route.fulfill({
      contentType: "application/json",
      body: JSON.stringify({
        response:
          'Hello <img src=x onerror="window.__xss=1"> <script>window.__xss=2</script> [click](javascript:window.__xss=3) **bold**',
        sources: [],
      }),
    }),
  );
  await page.goto("/");
  const chat = assistant(page);
  await chat.open();
  await chat.send("hi");
  const reply = chat.messages.nth(2);
  await expect(reply).toContainText('<img src=x onerror="window.__xss=1">');
  await expect(reply.locator("img, script")).toHaveCount(0);
  await expect(reply.getByRole("link")).toHaveCount(0);
  await expect(reply.locator("strong")).toHaveText("bold");
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});

test("the conversation survives navigation and reload, and can start over", async ({ page }) => {
  await page.goto("/");
  const chat = assistant(page);
  await chat.open();
  await chat.send("Tell me about WhatsApp");
  await chat.last().getByRole("link", { name: "WhatsApp Business" }).click();
  await expect(page).toHaveURL(/\/services\/whatsapp-services$/);
  await expect(chat.messages).toHaveCount(3);

  await page.reload();
  await chat.open();
  await expect(chat.messages).toHaveCount(3);
  await expect(chat.messages.nth(1)).toContainText("Tell me about WhatsApp");

  await chat.panel.getByRole("button", { name: "New conversation" }).click();
  await expect(chat.messages).toHaveCount(1);
  await expect(chat.messages.first()).toContainText(greeting);
  await page.reload();
  await chat.open();
  await expect(chat.messages).toHaveCount(1);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the panel fills the screen, and a link closes it to show the page", async ({ page }) => {
    await breakChatBackend(page);
    await page.goto("/");
    const chat = assistant(page);
    await page.getByRole("button", { name: "Open AI Assistant" }).tap();
    await expect(chat.panel).toBeVisible();
    // Polled: the panel slides in over 160 ms.
    await expect.poll(() => chat.panel.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    await chat.send("What is RCS?");
    await chat.messages.nth(2).getByRole("link", { name: "RCS" }).tap();
    await expect(page).toHaveURL(/\/services\/rcs-services$/);
    await expect(chat.panel).toBeHidden();
  });
});

test("the panel's code is not part of the first load: it is fetched once the page has loaded", async ({
  page,
}) => {
  const scripts: string[] = [];
  let beforeLoad: string[] | null = null;
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  page.on("load", () => {
    beforeLoad = [...scripts];
  });
  await page.goto("/");
  expect(beforeLoad).not.toBeNull();
  expect((beforeLoad ?? []).some((url) => /chat-panel/.test(url))).toBe(false);
  await expect.poll(() => scripts.some((url) => /chat-panel/.test(url))).toBe(true);
});
