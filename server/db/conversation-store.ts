/**
 * Conversations for the chat, fast (decision 032): a bounded in-memory cache of
 * recent conversations (state, turn count, last turns), read through from the
 * database, and a write-behind buffer that stores turns in one batched
 * statement every FLUSH_INTERVAL_MS (or sooner when MAX_BATCH_TURNS wait).
 * A chat turn is not a lead: a crash may lose the last few tens of
 * milliseconds of chat. Every read that needs stored turns (feedback, a lead's
 * link, transcripts, retention, a cache miss) flushes first.
 *
 * Several server instances on one PostgreSQL (`shared`, decision 048): a cached
 * conversation is used only while its turn count matches the database's (else it
 * is read again), and `append` resolves only once its turns are stored, so a follow-up
 * landing on another instance finds every earlier turn. PGlite (one instance)
 * trusts its cache and writes behind, as decision 032 says: its `append` resolves at once.
 */
import { randomUUID } from "node:crypto";
import type { ChatSource } from "../../contracts/chat.ts";
import type {
  ChatTurnRecord,
  ConversationAbout,
  ConversationsRepository,
  RateOutcome,
  StoredConversation,
  TranscriptExcerpt,
} from "./conversations-repository.ts";
import { createGenerationCache } from "./generation-cache.ts";
import { storable, storableJson } from "./rows.ts";

export const FLUSH_INTERVAL_MS = 15;
export const MAX_BATCH_TURNS = 1000;
export const CACHE_SIZE = 10_000;
/** Turns the answer engine sees: the last 8 (decision 032). */
export const HISTORY_TURNS = 8;
const DAY_MS = 86_400_000;

export interface Conversation extends StoredConversation {
  /** Last activity, in ms since the epoch (updatedAt, kept as a number for the hot path). */
  lastActive: number;
  /** Its start, in ms since the epoch (createdAt): retention counts from it (decision 056). */
  startedAt: number;
}

export interface AssistantTurn {
  content: string;
  sources: readonly ChatSource[];
  suggestions?: readonly string[];
  unanswered?: string;
}

export interface ConversationStore {
  /** The conversation, or null when unknown or started longer ago than the retention. */
  find(id: string): Promise<Conversation | null>;
  /**
   * A new conversation with an unguessable id; stored with its first turns. `continuing`: a full
   * conversation whose dialogue state and recent turns it starts from (decision 056).
   */
  start(sourcePath: string | null, continuing?: Pick<Conversation, "state" | "history">): Conversation;
  /**
   * Records the visitor's message and the answer; resolves with the answer's turn id once
   * the turns are as durable as the store promises (buffered with one instance; stored
   * when several share the database, decision 048).
   */
  append(conversation: Conversation, message: string, answer: AssistantTurn, state: object): Promise<string>;
  /**
   * What the conversation is about (after a flush): its state and the pages its answers linked,
   * or null when it is not stored. A lead references only a stored conversation.
   */
  about(id: string): Promise<ConversationAbout | null>;
  rate(conversationId: string, turnId: string, helpful: boolean): Promise<RateOutcome>;
  /** Their turns (the `latest` of each when given), with how many each has. */
  transcripts(ids: readonly string[], options?: { latest?: number }): Promise<Map<string, TranscriptExcerpt>>;
  /** Deletes conversations started longer ago than the retention (idle ones included); returns how many. */
  sweep(): Promise<number>;
  /** Writes every buffered turn. */
  flush(): Promise<void>;
  /** Drops a conversation from the cache (after the console erased it), so no later turn revives its history. */
  evict(id: string): void;
  /** Flushes and stops the timer. */
  close(): Promise<void>;
}

export interface ConversationStoreOptions {
  retentionDays: number;
  now?: () => number;
  flushIntervalMs?: number;
  cacheSize?: number;
  /** Other instances write to the same database (PostgreSQL): validate cached conversations. */
  shared?: boolean;
}

export function createConversationStore(
  repository: ConversationsRepository,
  {
    retentionDays,
    now = Date.now,
    flushIntervalMs = FLUSH_INTERVAL_MS,
    cacheSize = CACHE_SIZE,
    shared = false,
  }: ConversationStoreOptions,
): ConversationStore {
  const cache = createGenerationCache<Conversation>(cacheSize);
  let dirty = new Map<string, Conversation>();
  let turns: ChatTurnRecord[] = [];
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> | null = null;
  const cutoff = () => now() - retentionDays * DAY_MS;

  const remember = (conversation: Conversation) => cache.remember(conversation.id, conversation);
  const cached = (id: string) => cache.get(id);
  const forget = (id: string) => cache.forget(id);

  /** Starts writing the buffered turns; only when no write is under way (one at a time, in order). */
  function startWrite() {
    const conversations = [...dirty.values()].map((c) => ({
      id: c.id,
      createdAt: c.createdAt,
      updatedAt: new Date(c.lastActive).toISOString(),
      state: storableJson(c.state),
      sourcePath: c.sourcePath,
    }));
    const batch = turns;
    dirty = new Map();
    turns = [];
    // A failed batch is dropped, not retried: chat is not a lead (decision 032), and a retry
    // loop would hold every later turn behind it.
    writing = repository
      .write(conversations, batch)
      .catch((error: unknown) => {
        // Drizzle's message is the whole query with its parameters (what visitors wrote): the driver's reason only.
        const reason = (error as { cause?: { message?: unknown } })?.cause?.message ?? "unknown error";
        console.error(`Chat turns could not be stored (${batch.length} dropped): ${String(reason)}`);
      })
      .finally(() => {
        writing = null;
        // What arrived during a slow write goes out at once if it is a full batch.
        if (turns.length >= MAX_BATCH_TURNS) startWrite();
      });
  }

  async function flush(): Promise<void> {
    while (writing) await writing;
    if (turns.length === 0) return;
    startWrite();
    await writing;
  }

  const flushSoon = () => {
    timer = null;
    if (writing) timer = setTimeout(flushSoon, flushIntervalMs).unref();
    else if (turns.length > 0) startWrite();
  };

  function turn(
    conversation: Conversation,
    role: ChatTurnRecord["role"],
    at: string,
    fields: Partial<ChatTurnRecord>,
  ) {
    conversation.seq += 1;
    const record: ChatTurnRecord = {
      id: randomUUID(),
      conversationId: conversation.id,
      seq: conversation.seq,
      role,
      content: "",
      sources: "[]",
      suggestions: null,
      unanswered: null,
      createdAt: at,
      ...fields,
    };
    turns.push(record);
    return record.id;
  }

  /** Whether another instance has added turns (or the conversation is gone) since this one cached it. */
  async function stale(hit: Conversation): Promise<boolean> {
    // Our own turns may still be on their way; the database is compared with what we wrote.
    await flush();
    const stored = await repository.latestSeq(hit.id);
    return stored === null || stored > hit.seq;
  }

  return {
    async find(id) {
      const hit = cached(id);
      if (hit) {
        if (hit.startedAt < cutoff()) {
          forget(id);
          return null;
        }
        // PGlite: no await here, the hot path stays synchronous up to the answer.
        if (!shared || !(await stale(hit))) {
          remember(hit);
          return hit;
        }
        forget(id);
      }
      // It may have left the cache with turns still buffered.
      await flush();
      const stored = await repository.load(id, HISTORY_TURNS, new Date(cutoff()));
      if (!stored) return null;
      const conversation = {
        ...stored,
        lastActive: Date.parse(stored.updatedAt),
        startedAt: Date.parse(stored.createdAt),
      };
      remember(conversation);
      return conversation;
    },

    start(sourcePath, continuing) {
      const time = now();
      const at = new Date(time).toISOString();
      return {
        id: randomUUID(),
        createdAt: at,
        updatedAt: at,
        lastActive: time,
        startedAt: time,
        sourcePath,
        state: continuing?.state ?? {},
        seq: 0,
        history: continuing ? continuing.history.slice() : [],
      };
    },

    append(conversation, message, answer, state) {
      const time = now();
      const at = new Date(time).toISOString();
      turn(conversation, "user", at, { content: storable(message) });
      const turnId = turn(conversation, "assistant", at, {
        content: storable(answer.content),
        sources: storableJson(answer.sources),
        suggestions: answer.suggestions ? storableJson(answer.suggestions) : null,
        unanswered: answer.unanswered ?? null,
      });
      conversation.state = state as Record<string, unknown>;
      conversation.lastActive = time;
      conversation.updatedAt = at;
      conversation.history.push(
        { role: "user", content: message },
        { role: "assistant", content: answer.content },
      );
      if (conversation.history.length > HISTORY_TURNS)
        conversation.history.splice(0, conversation.history.length - HISTORY_TURNS);
      dirty.set(conversation.id, conversation);
      remember(conversation);
      if (turns.length >= MAX_BATCH_TURNS && !writing) startWrite();
      else timer ??= setTimeout(flushSoon, flushIntervalMs).unref();
      // Another instance may answer the next message: it must find these turns (decision 048).
      return shared ? flush().then(() => turnId) : Promise.resolve(turnId);
    },

    async about(id) {
      await flush();
      return repository.about(id);
    },

    async rate(conversationId, turnId, helpful) {
      await flush();
      return repository.rate(conversationId, turnId, helpful);
    },

    async transcripts(ids, options) {
      await flush();
      return repository.transcripts(ids, options);
    },

    async sweep() {
      await flush();
      const limit = cutoff();
      const deleted = await repository.deleteStartedBefore(new Date(limit));
      cache.dropWhere((conversation) => conversation.startedAt < limit);
      return deleted;
    },

    flush,

    evict(id) {
      forget(id);
    },

    async close() {
      if (timer) clearTimeout(timer);
      timer = null;
      await flush();
    },
  };
}
