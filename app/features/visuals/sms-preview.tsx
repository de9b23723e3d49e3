import { Ltr } from "~/components/ui/ltr.tsx";
import { htmlLang } from "~/content/locales.ts";
import type { SampleMessage } from "~/content/schema.ts";
import { useLocale } from "~/lib/site-data.tsx";

/**
 * An SMS as it arrives in the market's language, on a phone drawn in HTML and CSS: the message is
 * real text (lang, and dir="rtl" for Arabic), so it is read aloud, translated and selectable.
 * The phone's chrome is decoration (aria-hidden); the translation is the figure's caption, left out
 * when the message is already in the page's language (an Arabic SMS on an Arabic page, decision 090).
 */
export function SmsPreview({ message, caption }: { message: SampleMessage; caption: string }) {
  const pageLang = htmlLang[useLocale()];
  const translated = message.lang.split("-")[0] !== pageLang.split("-")[0];
  return (
    <figure className="mx-auto w-full max-w-xs">
      <div className="rounded-[2.75rem] bg-slate-900 p-3 shadow-2xl shadow-teal-900/25">
        <div className="flex min-h-[18rem] flex-col rounded-[2.25rem] sm:min-h-[24rem] bg-slate-50 px-4 pt-3 pb-5">
          <div aria-hidden="true" className="mx-auto h-5 w-24 rounded-full bg-slate-900" />
          <div className="mt-4 flex items-center gap-3 border-b border-slate-200 pb-4">
            <span
              aria-hidden="true"
              className="inline-flex size-10 items-center justify-center rounded-full bg-teal-700 font-bold text-white"
            >
              {message.sender.charAt(0)}
            </span>
            <p className="leading-tight">
              <span className="block font-semibold text-slate-900">
                <Ltr>{message.sender}</Ltr>
              </span>
              <span className="text-sm text-slate-600">{caption}</span>
            </p>
          </div>
          <p
            lang={message.lang}
            dir={message.lang === "ar" ? "rtl" : "ltr"}
            className="mt-4 rounded-2xl rounded-ss-sm bg-white p-4 leading-7 text-slate-900 shadow-sm sm:mt-6 sm:text-lg sm:leading-8"
          >
            {message.text}
          </p>
          <div aria-hidden="true" className="mt-auto h-10 rounded-full border border-slate-300 bg-white" />
        </div>
      </div>
      {translated && (
        <figcaption className="mt-4 text-center text-sm leading-6 text-slate-700">
          {message.translation}
        </figcaption>
      )}
    </figure>
  );
}
