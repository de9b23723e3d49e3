// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
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
