/**
 * Job questions, answered from the careers page's content: "are you hiring?" with the open roles
 * and where each is worked, the roles of a place ("any openings in Riyadh?", "any of them
 * remote?"), a role named loosely ("backend engineers", "remote frontend devs"), and anything else
 * asked of the careers page ("how long does the hiring process take?") from its passages.
 */

import { defaultLocale } from "../../app/content/locales.ts";
import { careersPage } from "../../app/content/render/site.ts";
import { paths } from "../../app/content/site-map.ts";
import { answerTypeOf } from "./answer-type.ts";
import { type PageRef, pageAnswer, placeTokens } from "./compose.ts";
import { withoutCareersWords } from "./dialogue.ts";
import { hiringStepAsked } from "./hiring-step.ts";
import { type Passage, roleText } from "./knowledge.ts";
import { answerLocale } from "./languages/answer-locale.ts";
import type { PassageIndex } from "./passage-index.ts";
import { unservedNames } from "./places.ts";
import { remoteAsked, remoteVerdict, zoneVerdict } from "./role-verdicts.ts";
import { say } from "./say.ts";
import type { SiteContent } from "./site-content.ts";
import { askedSentence, contentTokens, normalize } from "./text.ts";
import type { Answer } from "./types.ts";
import { asksYesNo } from "./yes-no.ts";

/** Words of a plain "are you hiring?" (with the roles' own titles and places, which its answer lists). */
const jobWords = new Set(
  contentTokens(
    // (And who asks: "a fresh graduate from Doha, any openings?" asks only whether we hire.)
    // (And our own name: "is Relaywave hiring right now?")
    "hiring hire jobs job careers career vacancy vacancies openings opening open roles role positions position work join apply now right currently any team guys folks rn still moment today looking new people staff fresh fresher freshers graduate graduates student students hello hi going relaywave",
  ),
);
/** Which roles there are. */
const openingsAsked = /\b(openings?|vacanc\w*|roles?|positions?|jobs?|hiring)\b/;
/** How to apply, not what the role is. */
const applying = /\b(apply|applying|application|send (my|a|the|our) (cv|resume))\b/;
/** A question about how hiring goes, rather than about one of its steps. */
const processAsked =
  /\b(process|steps|stages|rounds|how many interviews?|how (do|does) (you|relaywave) (hire|recruit))\b/;
const seniority = new Set(contentTokens("senior junior lead principal"));
/** Words many titles end in: "product manager" is not our customer success manager. */
const titleEnds = new Set(contentTokens("manager engineer executive specialist officer developer"));
/** The kind a job is asked of: "a design job", "technical support vacancy", "designer opening". */
const kindOfRole = /\b((?:[a-z]{2,} ){0,2}[a-z]{3,}) (?:jobs?|roles?|openings?|positions?|vacanc(?:y|ies))\b/;
/** The kind after the job word, as Arabic and Hindi order them ("job openings technical support"). */
const roleOfKind = /\b(?:jobs?|openings?|vacanc(?:y|ies))(?: openings?)? ([a-z]{3,}(?: [a-z]{3,})?)\b/;
/** Words before "job" that ask of the hiring, not a kind of role ("interview job", "remote jobs"), besides the job words. */
const hiringWords = new Set(
  contentTokens(
    "some your you do have is are there or and for of in a the that this these those such same fine okay interview call process time part full remote hybrid intern internship trainee visa salary paid application cv resume",
  ),
);
/**
 * The kind of role words name, nearest the job word last ("technical support any job" is technical
 * support); none when what is left before the job word is no kind ("that role", "can you job").
 */
function kindWords(words: readonly string[]): string[] {
  const named = [...words];
  while (named.length > 1 && /^(any|some|a|an|the)$/.test(named.at(-1) ?? "")) named.pop();
  const last = contentTokens(named.at(-1) ?? "");
  if (last.length === 0 || last.some((token) => hiringWords.has(token) || jobWords.has(token))) return [];
  return contentTokens(named.join(" ")).filter(
    (token) => !jobWords.has(token) && !seniority.has(token) && !hiringWords.has(token),
  );
}
/** What working here gives ("what benefits do you offer?", "is there health insurance?"). */
const benefitsAsked =
  /\b(benefits?|perks?|insurance|health (cover|care)|medical|paid (time off|leave)|annual leave|holidays?|learning budget|training budget)\b/;
/** What a role pays ("what salary?", "salary kitni milegi?"): the page gives no figure. */
const payAsked =
  /\b(salary|salaries|stipends?|wages?|compensation|pay scale|ctc|how much do you pay|do you pay)\b/;
/** Where the jobs are ("which cities?", "where are your roles based?"). */
const placesAsked = /\b(where|which (cities|city|locations?|countries|offices?)|cities|locations?|based)\b/;
const whichRoles =
  /\b(which|what|list( all)?( of)?|all)( the| your)? (jobs|roles|positions|posts|openings|vacancies)( are)? (open|available|there)\b|\blist (the |your |all )?(jobs|roles|positions|openings|vacancies)\b/;
/** An internship or a graduate programme asked for, and a role whose title offers one. */
const internshipAsked =
  /\b(intern|interns|internships?|trainees?|traineeships?|graduate (programs?|programmes?|schemes?)|apprentice\w*|freshers?|pass ?outs?|passed out)\b/;
const internTitle = /\b(intern|internship|trainee|graduate)\b/i;
/** How many of the open roles a plain "are you hiring?" lists. */
const LISTED_ROLES = 3;

const anyJobs =
  /^((so|and|also|hi|hello) )*(in|any|are there( any)?|is there( any| an?)?) (\w+ )?(jobs?|openings?|vacanc\w*|positions?|roles?)\b/;

export function careersAnswers(context: {
  content: readonly SiteContent[];
  index: PassageIndex;
  leads: Map<string, Passage>;
  ref: (path: string) => PageRef;
}) {
  const { index, leads, ref } = context;
  const openings = context.content.flatMap((entry) =>
    entry.kind === "careers" ? entry.page.openings.items : [],
  );
  const hiring = context.content.flatMap((entry) =>
    entry.kind === "careers" ? [entry.page.hiringProcess] : [],
  )[0];
  // The same roles and steps in the language being answered in (careers/facts.ts orders them all alike).
  const inAnswerLanguage = () => careersPage(answerLocale());
  const localRole = (role: (typeof openings)[number]) =>
    answerLocale() === defaultLocale
      ? role
      : (inAnswerLanguage().openings.items[openings.indexOf(role)] ?? role);
  const roleWords = new Set(openings.flatMap((role) => contentTokens(`${role.title} ${role.location}`)));
  const teamWords = new Set(openings.flatMap((role) => contentTokens(role.team)));
  /** Each open role's title words before any comma ("Frontend Engineer"), to find it in a question. */
  const roleTitles = openings.map((role) => ({
    title: role.title,
    words: contentTokens(role.title.split(",")[0] ?? role.title).filter((word) => !seniority.has(word)),
  }));
  /** How many role titles use each word: a word only one title uses names that role ("frontend"). */
  const titleUses = new Map<string, number>();
  for (const role of roleTitles)
    for (const word of new Set(role.words)) titleUses.set(word, (titleUses.get(word) ?? 0) + 1);

  /**
   * The role a question names by its title's words, in the singular or plural ("backend engineers"),
   * or, in a question about jobs, by the one word of its title no other title has ("frontend devs"):
   * "a solutions architect for our project" is not a job question.
   */
  function roleNamed(question: string, careersAsked: boolean): string | undefined {
    const asked = new Set(contentTokens(question).map((token) => token.replace(/s$/, "")));
    const has = (word: string) => asked.has(word.replace(/s$/, ""));
    const whole = roleTitles.find((role) => role.words.length > 0 && role.words.every(has));
    const names = (word: string) => titleUses.get(word) === 1 && word.length >= 6 && !titleEnds.has(word);
    const distinct =
      careersAsked && roleTitles.find((role) => role.words.some((word) => names(word) && has(word)));
    return (whole || distinct || undefined)?.title;
  }

  /** The answer to a job question, or undefined when the question is not one. */
  return (question: string, careersAsked: boolean): Answer | undefined => {
    const own = withoutCareersWords(question);
    const careers = ref(paths.careers);
    // "Is the frontend engineer job remote?": an open role named by its title is a careers question.
    const role = roleNamed(question, careersAsked);
    // "How do I apply for it?": how, whichever role it is. ("Can I apply for the remote frontend
    // job?" asks whether, of a role: what it is and where it is worked, then how, below.)
    // ("Any job openings in Dubai? I might apply." asks which roles: applying is not what is asked.)
    const askedOwn = askedSentence(own);
    const how = applying.test(askedOwn) || (applying.test(normalize(own)) && !openingsAsked.test(askedOwn));
    // ("How to apply for the solutions engineer job? Is it remote?": the role, then how to apply.)
    if (careersAsked && how && !(role && (asksYesNo(question) || remoteAsked.test(normalize(question)))))
      return {
        response: `${say.careersApply()} ${say.readMore(careers.title, careers.path)}`,
        sources: [careers],
        fromFacts: true,
      };
    // The whole of a role's few sentences ("what stack?" is its last), then how to apply for it.
    const job = openings.find((item) => item.title === role);
    // "Are you hiring? I'm a frontend dev": yes, and the role.
    // ("Any jobs in Riyadh?", Arabic's "في وظايف؟", there are jobs?: whether, too.)
    const hiringAsked =
      (asksYesNo(question) || anyJobs.test(normalize(askedSentence(own)))) &&
      /\b(hiring|openings?|vacanc\w*|jobs?|positions?)\b/.test(askedSentence(question));
    const yes = hiringAsked ? `${say.offeredYes()} ` : "";
    // "What's the salary for the solutions engineer job?": how pay is set, for any role; no figure
    // is published.
    if ((job || careersAsked) && payAsked.test(normalize(own))) {
      const local = inAnswerLanguage();
      const pay = local.benefits.items[0]?.body ?? "";
      const offer = local.hiringProcess.items.at(-1)?.body ?? "";
      return {
        response: `${say.careersPayUnpublished()} ${pay} ${offer} ${say.readMore(careers.title, careers.path)}`,
        sources: [careers],
        fromFacts: true,
      };
    }
    // (With whether the visitor's UTC offset suits a remote role, when they give one.)
    const roleAnswer = (role: (typeof openings)[number]): Answer => {
      // (The zone's own "Yes:" answers "remote from India?" too: one yes, not two.)
      const zone = zoneVerdict(question, openings.indexOf(role));
      const verdict = zone || (remoteVerdict(question, openings.indexOf(role)) ?? yes);
      return {
        response: `${verdict}${roleText(localRole(role), say.listSeparator())} ${say.readMore(careers.title, careers.path)} ${say.careersApply()}`,
        sources: [careers],
        fromFacts: true,
      };
    };
    if (job) return roleAnswer(job);
    if (!careersAsked) return undefined;
    // "Do you have internships?": none is listed (unless a role's title says so), and what is open.
    const interning =
      internshipAsked.test(normalize(own)) && !openings.some((item) => internTitle.test(item.title));
    if (interning)
      return {
        response: `${say.careersNoInternships()} ${say.careers(openings.slice(0, LISTED_ROLES).map(localRole), openings.length)}`,
        sources: [careers],
        fromFacts: true,
      };
    // "Any design job open?", "a technical support vacancy?": a kind of role none of ours is, said
    // so, then what is open (the reply adds how to apply).
    // (The word right before "job" names the kind, not "that role", "can you job"; or the words
    // after it, as Arabic and Hindi order them: "وظيفة دعم فني", a job, technical support.)
    const text = normalize(own);
    const before = kindOfRole.exec(text)?.[1]?.split(" ") ?? [];
    const after =
      answerLocale() === defaultLocale ? [] : (roleOfKind.exec(text)?.[1]?.split(" ").reverse() ?? []);
    const [kindBefore = [], kindAfter = []] = [before, after].map(kindWords);
    const kind = kindBefore.length > 0 ? kindBefore : kindAfter;
    const ours = (token: string) => roleWords.has(token) || teamWords.has(token) || placeTokens.has(token);
    // (A title's end names nothing alone: "product manager" must be ours by "product".)
    const unowned = kindBefore.some(
      (token, at) => at > 0 && titleEnds.has(token) && !ours(kindBefore[at - 1] ?? ""),
    );
    if (kind.length > 0 && (!kind.some(ours) || unowned))
      return {
        response: `${say.careersNoSuchRole()} ${say.careers(openings.slice(0, LISTED_ROLES).map(localRole), openings.length)}`,
        sources: [careers],
        fromFacts: true,
      };
    const listed = (roles: typeof openings): Answer => ({
      response: say.careers(roles.map(localRole), openings.length),
      sources: [careers],
      fromFacts: true,
    });
    // "Any job openings in Riyadh?", "any of them remote?": the roles worked there.
    const asked = new Set(contentTokens(own));
    const placed = openings.filter((item) => contentTokens(item.location).some((token) => asked.has(token)));
    const shape = answerTypeOf(own);
    // (The one role worked there: what it is, and how to apply. "Riyadh wali role kya hai?")
    const [only] = placed;
    if (only && placed.length === 1 && !shape) return roleAnswer(only);
    if (placed.length > 0 && !shape) return listed(placed);
    // "A fresh engineering graduate: any jobs?", "which engineering roles exactly?": the roles of
    // that team, or whose titles name it.
    const teamed = openings.filter((item) =>
      contentTokens(`${item.team} ${item.title.split(",")[0]}`).some(
        (token) => asked.has(token) && !seniority.has(token) && !jobWords.has(token),
      ),
    );
    if (teamed.length > 0 && teamed.length < openings.length && !shape) return listed(teamed);
    // "In which cities are your jobs based?", "which positions are open?": every role, with where
    // it is worked.
    if (placesAsked.test(normalize(own)) || whichRoles.test(normalize(question))) return listed(openings);
    const local = inAnswerLanguage();
    // "What benefits do you offer?": what the page offers, by name.
    if (benefitsAsked.test(normalize(own)))
      return {
        response: say.benefitsList(
          local.benefits.items.map((item) => item.title.toLocaleLowerCase(answerLocale())),
          local.benefits.intro,
        ),
        sources: [careers],
        fromFacts: true,
      };
    // "What's the interview process like?", "how long?": every step and "a decision within a few
    // weeks"; "is there a big take-home assignment?" that step alone, unless the process is asked too.
    const step =
      hiring &&
      !processAsked.test(normalize(own)) &&
      hiringStepAsked(own, hiring.items, local.hiringProcess.items);
    if (step) return { response: say.hiringStep(step), sources: [careers], fromFacts: true };
    const wholeProcess = /\b(process|how many (interviews?|rounds?|stages?|steps?))\b/.test(normalize(own));
    if (hiring && processAsked.test(normalize(own)) && (shape?.type !== "duration" || wholeProcess)) {
      const steps = answerLocale() === defaultLocale ? hiring : local.hiringProcess;
      return { response: say.hiringSteps(steps.items, steps.intro), sources: [careers], fromFacts: true };
    }
    // "How long does the hiring process take?" asks the careers page something; "are you hiring?" does not.
    // (Where the visitor is says nothing more: "a graduate from Doha, any openings?", "from Cairo".)
    const more = contentTokens(own).some(
      (token) =>
        !jobWords.has(token) && !roleWords.has(token) && !placeTokens.has(token) && !unservedNames.has(token),
    );
    if (shape || more) return pageAnswer(index, own, [careers], leads);
    return listed(openings.slice(0, LISTED_ROLES));
  };
}
