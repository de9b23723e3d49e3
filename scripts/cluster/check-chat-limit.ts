/**
 * The chat limit is counted across instances: from one visitor, the first
 * CHAT_RATE_LIMIT_PER_MINUTE (20) messages in a minute are answered and the next is
 * 429, whichever instance answers (nginx spreads them round robin).
 */
import type { Cluster } from "./cluster.ts";
import { type Answer, postJson, visitor } from "./http.ts";

const LIMIT = 20;

export async function checkChatLimitAcrossInstances(cluster: Cluster): Promise<string> {
  await cluster.inRotation();
  const url = `${cluster.nginx.origin}/functions/v1/chat`;
  const client = visitor(2, Date.now() % 65_536);
  const answers: Answer[] = [];
  for (let index = 0; index <= LIMIT; index++) {
    answers.push(await postJson(url, { message: "What are the SMS rates for the UAE?" }, client));
  }
  const upstreams = new Set(answers.map((answer) => answer.upstream));
  const statuses = answers.map((answer) => answer.status);
  if (upstreams.size < 2) throw new Error(`Only one instance answered (${[...upstreams].join(", ")}).`);
  const early = statuses.slice(0, LIMIT).findIndex((status) => status !== 200);
  if (early !== -1) throw new Error(`Message ${early + 1} got ${statuses[early]}, not 200.`);
  if (statuses[LIMIT] !== 429) {
    const perInstance = [...upstreams].map((u) => `${u}: ${answers.filter((a) => a.upstream === u).length}`);
    throw new Error(
      `Message ${LIMIT + 1} got ${statuses[LIMIT]}, not 429: the limit is counted per instance (${perInstance.join(", ")}).`,
    );
  }
  return `messages 1-${LIMIT} answered 200 by ${upstreams.size} instances, message ${LIMIT + 1} got 429 from ${answers[LIMIT]?.upstream}`;
}
