// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { siteData } from "~/content/render/site-data.ts";
import { SiteDataProvider } from "~/lib/site-data.tsx";
import { SmsPreview } from "./sms-preview.tsx";

const translation = "Your verification code is 482913.";

describe("SmsPreview", () => {
  it("sets an Arabic message right to left, in Arabic, with its translation as the caption", () => {
    render(
      <SmsPreview
        message={{ sender: "YOURBRAND", lang: "ar", text: "رمز التحقق الخاص بك هو 482913.", translation }}
        caption="Text message"
      />,
    );
    const message = screen.getByText("رمز التحقق الخاص بك هو 482913.");
    expect(message.getAttribute("lang")).toBe("ar");
    expect(message.getAttribute("dir")).toBe("rtl");
    expect(screen.getByRole("figure").querySelector("figcaption")?.textContent).toBe(translation);
    expect(screen.getByText("YOURBRAND")).toBeTruthy();
  });

  it("leaves the caption out on a page in the message's own language", () => {
    const message = {
      sender: "YOURBRAND",
      lang: "ar" as const,
      text: "رمز التحقق الخاص بك هو 482913.",
      translation,
    };
    render(
      <SiteDataProvider data={siteData("ar")}>
        <SmsPreview message={message} caption="رسالة نصية" />
      </SiteDataProvider>,
    );
    expect(screen.getByRole("figure").querySelector("figcaption")).toBeNull();
    expect(screen.getByText(message.text).getAttribute("lang")).toBe("ar");
  });

  it("keeps the caption on a page in another language", () => {
    render(
      <SiteDataProvider data={siteData("hi")}>
        <SmsPreview message={{ sender: "YOURBRAND", lang: "ar", text: "رمز", translation }} caption="SMS" />
      </SiteDataProvider>,
    );
    expect(screen.getByRole("figure").querySelector("figcaption")?.textContent).toBe(translation);
  });

  it("sets a Hindi message left to right, in Hindi", () => {
    render(
      <SmsPreview
        message={{ sender: "YOURBRAND", lang: "hi", text: "आपका सत्यापन कोड 482913 है।", translation }}
        caption="Text message"
      />,
    );
    const message = screen.getByText("आपका सत्यापन कोड 482913 है।");
    expect(message.getAttribute("lang")).toBe("hi");
    expect(message.getAttribute("dir")).toBe("ltr");
  });
});
