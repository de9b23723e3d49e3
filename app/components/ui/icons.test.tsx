// @vitest-environment happy-dom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RotateCcw, Send } from "~/features/chat-assistant/chat-icons.ts";
import { Check, ChevronDown, Copy, type IconComponent, Phone, X } from "./icons.ts";

function classesOf(Icon: IconComponent, className?: string): string[] {
  const { container } = render(<Icon className={className} />);
  return [...(container.querySelector("svg")?.classList ?? [])];
}

describe("icons on right-to-left pages (decision 070)", () => {
  it("mirrors the icons that point somewhere, keeping the caller's classes", () => {
    expect(classesOf(Send, "size-5")).toEqual(["rtl:-scale-x-100", "size-5"]);
    expect(classesOf(RotateCcw)).toEqual(["rtl:-scale-x-100"]);
  });

  it("leaves icons without a direction as they are", () => {
    for (const Icon of [Check, ChevronDown, Copy, Phone, X]) {
      expect(classesOf(Icon, "size-4")).toEqual(["size-4"]);
    }
  });
});
