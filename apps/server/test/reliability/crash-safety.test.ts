import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addItem, createDocument, type TimelineDocument } from '@reelwright/timeline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { projects, projectVersions, users } from '../../src/db/schema';
import { toProject } from '../../src/modules/projects/project-document';
import { uniqueEmail } from '../helpers/auth';
import {
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../helpers/server-process';
import { createTestDatabase, testDriver, type TestDatabase } from '../helpers/test-database';

// The real server is killed with SIGKILL in the middle of a stream of saves and usage updates:
// what it acknowledged must survive the restart, and nothing may be half written.

const ACCOUNTS = 3;
const WRITERS_PER_PROJECT = 2;
/** Acknowledged writes in a round after which the server is killed: early, then with big saves. */
const KILL_POINTS = [40, 240];
/** With each revision the script grows by this many paragraphs and the timeline by as many clips… */
const GROWTH_PER_REVISION = 10;
/** …up to this many (a script of ~90 000 characters, a timeline of ~200 KB). */
const GROWTH_CAP = 1000;
const PARAGRAPH =
  'The creator frames the shot, checks the light and reads the next line of the script slowly. ';

let dataDir: string;
let testDatabase: TestDatabase | undefined;
let databaseEnv: Record<string, string> = {};
/** The server running now. */
let liveServer: ServerProcess | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'reelwright-crash-'));
  if (testDriver === 'postgres') {
    testDatabase = await createTestDatabase();
    await testDatabase.database.close();
    databaseEnv = { DATABASE_URL: testDatabase.url! };
  }
});
afterAll(async () => {
  // A failed assertion leaves its server running.
  if (liveServer) await stopServerProcess(liveServer, 'SIGKILL');
  await testDatabase?.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

async function startServer(): Promise<ServerProcess> {
  liveServer = await startServerProcess({
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...databaseEnv,
    // Production refuses generated secrets beside a shared database (DATABASE_URL).
    JWT_SECRET: 'crash-safety-signing-secret-3f9a7c1e5b2d8f4a6c0e',
    SECRETS_KEY: 'crash-safety-secrets-key-8d2b6f0a4c7e1f3a5b9d',
    // The accounts below all sign up from this machine's address.
    SIGNUPS_PER_HOUR: '1000',
    // They buy Boost through the offline checkout, which production runs only when asked.
    BILLING_PROVIDER: 'test',
  });
  return liveServer;
}

/** The database the server used, opened directly once it is stopped. */
const openServerDatabase = (): Promise<Database> =>
  testDatabase ? testDatabase.reopen() : openDatabase({ dataDir: path.join(dataDir, 'pg') });

type Answer = { status: number; body: { success: boolean; data?: unknown; code?: string } };

/** One request; rejects when the connection fails or the answer breaks off (server killed). */
async function call(
  server: ServerProcess,
  method: string,
  url: string,
  token?: string,
  body?: unknown,
): Promise<Answer> {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

/** The saved fields of one project save: every one of them says which revision it belongs to. */
type Save = {
  title: string;
  keyPoints: string[];
  script: string;
  timeline: TimelineDocument;
};

const timelines: TimelineDocument[] = [createDocument()];
/** A timeline of `clips` clips (built once per size: documents are immutable). */
function timelineOf(clips: number): TimelineDocument {
  for (let index = timelines.length; index <= clips; index += 1) {
    timelines.push(
      addItem(
        timelines[index - 1]!,
        {
          id: `clip-${index}`,
          mediaId: `file-${index}`,
          name: `Take ${index}.webm`,
          url: '',
          type: 'videos',
          sourceDuration: 2000,
        },
        (index - 1) * 2000,
      ).document,
    );
  }
  return timelines[clips]!;
}

/** What `writer` saves as `revision`; the same inputs always give the same save. */
function saveFor(revision: number, writer: number): Save {
  const size = Math.min(revision * GROWTH_PER_REVISION, GROWTH_CAP);
  return {
    title: `Revision ${revision} by writer ${writer}`,
    keyPoints: [`revision ${revision}`, `writer ${writer}`],
    script: `Revision ${revision} by writer ${writer}.\n\n${PARAGRAPH.repeat(size)}`,
    timeline: timelineOf(size),
  };
}

/** The fields a save writes, as a stored project (read back over HTTP or from a row) has them. */
const savedFields = (project: Omit<Save, 'timeline'> & { timeline: unknown }) => ({
  title: project.title,
  keyPoints: project.keyPoints,
  script: project.script,
  timeline: project.timeline,
});

/** The writer a stored title names (every saved title is `Revision <n> by writer <w>`). */
const writerOf = (title: string) => Number(/by writer (\d+)$/.exec(title)?.[1] ?? NaN);

type Counter = { attempted: number; acknowledged: number; refused: number };

type Account = {
  email: string;
  token: string;
  projectId: string;
  /** Every save sent, by the revision it would make. */
  attempted: Map<number, Save[]>;
  /** Saves the server answered 200 for, and the project as created, by revision. */
  acknowledged: Map<number, ReturnType<typeof savedFields>>;
  videos: Counter;
  scripts: Counter;
};

const counter = (): Counter => ({ attempted: 0, acknowledged: 0, refused: 0 });
const maxKey = (map: Map<number, unknown>) => Math.max(0, ...map.keys());

async function signUp(server: ServerProcess): Promise<Account> {
  const registered = await call(server, 'POST', '/api/auth/register', undefined, {
    name: 'Crash Tester',
    email: uniqueEmail('crash'),
    password: 'correct horse battery',
  });
  expect(registered.status).toBe(201);
  const { token, user } = registered.body.data as { token: string; user: { email: string } };
  // Boost: videos are unlimited, so every counted video is a request we sent.
  const checkout = await call(server, 'POST', '/api/payments/create-checkout-session', token, {
    priceId: 'test_boost_monthly',
    planId: 'boost',
  });
  const { sessionId } = checkout.body.data as { sessionId: string };
  await call(server, 'POST', `/api/payments/test-checkout/${sessionId}/pay`, token);
  const confirmed = await call(server, 'GET', `/api/payments/session/${sessionId}`, token);
  expect(confirmed.body.data).toMatchObject({ user: { subscription: 'boost' } });
  const created = await call(server, 'POST', '/api/projects', token, { title: 'Crash test' });
  expect(created.status).toBe(201);
  const project = (created.body.data as { project: Save & { id: string; revision: number } })
    .project;
  return {
    email: user.email,
    token,
    projectId: project.id,
    attempted: new Map(),
    // The new project counts as written: a kill before any of its saves leaves it as created.
    acknowledged: new Map([[project.revision, savedFields(project)]]),
    videos: counter(),
    scripts: counter(),
  };
}

/** One burst of traffic against a server until it is killed after `killAfter` acknowledgements. */
async function runUntilKilled(server: ServerProcess, accounts: Account[], killAfter: number) {
  let acknowledged = 0;
  let killing: Promise<unknown> | undefined;
  let inFlight = 0;
  /** Requests the server was working on when it was killed. */
  let cutOff = 0;
  const unexpected: string[] = [];
  const acknowledge = () => {
    acknowledged += 1;
    if (acknowledged !== killAfter) return;
    cutOff = inFlight;
    killing = stopServerProcess(server, 'SIGKILL');
  };
  const running = () => killing === undefined;
  const send = async (...request: Parameters<typeof call>) => {
    inFlight += 1;
    try {
      return await call(...request);
    } finally {
      inFlight -= 1;
    }
  };

  async function writeProject(account: Account, writer: number) {
    const read = async () =>
      (
        (await send(server, 'GET', `/api/projects/${account.projectId}`, account.token)).body
          .data as { project: { revision: number } }
      ).project.revision;
    try {
      let base = await read();
      while (running()) {
        const save = saveFor(base + 1, writer);
        const sent = account.attempted.get(base + 1) ?? [];
        account.attempted.set(base + 1, [...sent, save]);
        const answer = await send(
          server,
          'PUT',
          `/api/projects/${account.projectId}`,
          account.token,
          { revision: base, source: 'extend', ...save },
        );
        if (answer.status === 200) {
          const { revision } = (answer.body.data as { project: { revision: number } }).project;
          if (revision !== base + 1) unexpected.push(`saved on ${base} as revision ${revision}`);
          account.acknowledged.set(revision, save);
          acknowledge();
          base = revision;
        } else if (answer.status === 409 && answer.body.code === 'CONFLICT') {
          // The other writer got there first: this save was refused, never written.
          account.attempted.set(
            base + 1,
            account.attempted.get(base + 1)!.filter((other) => other !== save),
          );
          base = await read();
        } else {
          unexpected.push(`save answered ${answer.status} ${JSON.stringify(answer.body)}`);
          return;
        }
      }
    } catch {
      // The server is gone: whatever was in flight is neither acknowledged nor refused.
    }
  }

  async function count(account: Account, kind: 'videos' | 'scripts') {
    const tally = account[kind];
    try {
      while (running()) {
        tally.attempted += 1;
        const answer =
          kind === 'videos'
            ? await send(server, 'POST', '/api/usage/video', account.token, {
                width: 1280,
                height: 720,
                fps: 30,
              })
            : await send(server, 'POST', '/api/script/generate', account.token, {
                topic: 'Filming a cooking video in a small kitchen',
                duration: 'short',
              });
        if (answer.status === 200) {
          tally.acknowledged += 1;
          acknowledge();
        } else if (kind === 'scripts' && answer.status === 402) {
          // Boost's 25 scripts are used up: refused, not counted.
          tally.refused += 1;
          return;
        } else {
          tally.refused += 1;
          unexpected.push(`${kind} answered ${answer.status} ${JSON.stringify(answer.body)}`);
          return;
        }
      }
    } catch {
      // The server is gone mid-request.
    }
  }

  await Promise.all(
    accounts.flatMap((account) => [
      ...Array.from({ length: WRITERS_PER_PROJECT }, (_, writer) => writeProject(account, writer)),
      count(account, 'videos'),
      count(account, 'scripts'),
    ]),
  );
  expect(unexpected).toEqual([]);
  // Every worker ends only when its server is gone, so the kill has been sent, mid-stream.
  expect(killing).toBeDefined();
  expect(cutOff).toBeGreaterThan(0);
  await killing;
  expect(server.child.signalCode).toBe('SIGKILL');
}

/** Every acknowledged write is there; what is there is exactly one written version. */
async function expectAcknowledgedWritesKept(server: ServerProcess, accounts: Account[]) {
  for (const account of accounts) {
    const read = await call(server, 'GET', `/api/projects/${account.projectId}`, account.token);
    expect(read.status).toBe(200);
    const project = (read.body.data as { project: Save & { revision: number } }).project;
    expect(project.revision).toBeGreaterThanOrEqual(maxKey(account.acknowledged));
    expect(project.revision).toBeLessThanOrEqual(maxKey(account.attempted));
    const stored = savedFields(project);
    const acknowledged = account.acknowledged.get(project.revision);
    if (acknowledged) expect(stored).toEqual(acknowledged);
    else expect(account.attempted.get(project.revision)).toContainEqual(stored);

    const me = await call(server, 'GET', '/api/auth/me', account.token);
    const user = (
      me.body.data as {
        user: { videosCreated: number; usage: { videosCreated: number; scriptsGenerated: number } };
      }
    ).user;
    const { videos, scripts } = account;
    for (const videosCounted of [user.usage.videosCreated, user.videosCreated]) {
      expect(videosCounted).toBeGreaterThanOrEqual(videos.acknowledged);
      expect(videosCounted).toBeLessThanOrEqual(videos.attempted - videos.refused);
    }
    expect(user.usage.scriptsGenerated).toBeGreaterThanOrEqual(scripts.acknowledged);
    expect(user.usage.scriptsGenerated).toBeLessThanOrEqual(scripts.attempted - scripts.refused);
  }
}

/** Reads every row the traffic wrote, straight from the database: nothing torn. */
async function expectNoHalfWrittenRows(database: Database, accounts: Account[]) {
  const { db } = database;
  const emails = new Set(accounts.map((account) => account.email));
  const owners = (await db.select({ id: users.id, email: users.email }).from(users)).filter(
    (user) => emails.has(user.email),
  );
  expect(owners).toHaveLength(accounts.length);
  const rows = (await db.select().from(projects)).filter((row) =>
    owners.some((owner) => owner.id === row.userId),
  );
  expect(rows).toHaveLength(accounts.length);
  const versions = await db.select().from(projectVersions);
  for (const row of rows) {
    // Parses as a project document, and every field is the one save of this revision.
    const project = toProject(row);
    const writer = writerOf(project.title);
    expect(savedFields(project)).toEqual(saveFor(row.revision, writer));

    const kept = versions
      .filter((version) => version.projectId === row.id)
      .sort((a, b) => b.revision - a.revision);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThanOrEqual(50);
    // Each save kept its script as a version in the same transaction.
    expect(kept[0]).toMatchObject({ revision: row.revision, script: row.script });
    for (const version of kept) {
      const versionWriter = Number(/^Revision \d+ by writer (\d+)\./.exec(version.script)?.[1]);
      expect(version.script).toBe(saveFor(version.revision, versionWriter).script);
    }
  }
}

describe(`a server killed mid-write on ${testDriver}`, () => {
  it('keeps every acknowledged save and usage count and no torn row, at two kill points', async () => {
    let running = await startServer();
    const { installation } = running;
    const accounts: Account[] = [];
    for (let index = 0; index < ACCOUNTS; index += 1) accounts.push(await signUp(running));

    for (const killAfter of KILL_POINTS) {
      await runUntilKilled(running, accounts, killAfter);
      // The same data directory / database, recovered after the crash.
      running = await startServer();
      expect(running.installation).toBe(installation);
      await expectAcknowledgedWritesKept(running, accounts);
    }
    const health = await fetch(`${running.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await stopServerProcess(running)).toBe(0);

    const database = await openServerDatabase();
    try {
      await expectNoHalfWrittenRows(database, accounts);
    } finally {
      await database.close();
    }
  }, 60_000);
});
