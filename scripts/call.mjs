#!/usr/bin/env node
// `npm run call -- --from 13800000000 --to 1001`: places an inbound call into Atrium's built-in
// switch over HTTP, as a caller would ring a seat, and follows it to its end (docs/telephony.md).
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { CliError, CONNECTION_USAGE, parseCli, runCli, signIn } from './lib/cli.mjs';

const USAGE = `Usage: npm run call -- --from <caller number> --to <seat cno> [options]

Places an inbound call into the built-in switch; the seat's on-duty agent sees it ring.

  --from <number>         the caller's number (e.g. 13800000000)
  --to <cno>              the seat it rings on (e.g. 1001)
  --answer-after <s>      answer automatically after s seconds (default: wait for the agent)
  --ring <s>              hang up as missed when nobody answered within s seconds (default 30)
  --talk <s>              once answered, hang up after s seconds (default 5; 0 = wait for the agent)
  --recording <wav|mp3>   uploaded and attached on hang-up (answered calls)
  --transcript <txt>      its transcript, one utterance per line (needs --recording)
${CONNECTION_USAGE}

The user needs the 模拟来电 (callSwitch) key.

Exit codes: 0 done, 1 bad usage, 2 refused by the server (sign-in, seat, number), 3 server unreachable.`;

function options() {
  const { values: parsed, connection } = parseCli(USAGE, {
    from: { type: 'string' },
    to: { type: 'string' },
    'answer-after': { type: 'string' },
    ring: { type: 'string' },
    talk: { type: 'string' },
    recording: { type: 'string' },
    transcript: { type: 'string' },
  });
  if (!parsed.from || !parsed.to) throw new CliError(`--from and --to are required.\n\n${USAGE}`, 1);
  const seconds = (name, fallback) => {
    const value = parsed[name];
    if (value === undefined) return fallback;
    const number = Number(value);
    if (!Number.isFinite(number) || number < 0)
      throw new CliError(`--${name} must be a number of seconds`, 1);
    return number;
  };
  if (parsed.transcript && !parsed.recording) throw new CliError('--transcript needs --recording', 1);
  return {
    connection,
    from: parsed.from,
    to: parsed.to,
    answerAfter: seconds('answer-after', undefined),
    ring: seconds('ring', 30),
    talk: seconds('talk', 5),
    recording: parsed.recording,
    transcript: parsed.transcript,
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (text) => console.log(`[call] ${text}`);

async function uploadRecording(api, path) {
  const bytes = await readFile(path);
  const credential = await api('GET', '/erp/common/qiniu/token');
  const form = new FormData();
  form.append('token', credential.token);
  form.append('file', new Blob([bytes]), basename(path));
  const stored = await api('POST', credential.uploadUrl, { form });
  log(`recording uploaded as file ${stored.id} (${stored.size} bytes)`);
  return stored.id;
}

async function main() {
  const opts = options();
  // Read the files first: a typo should not leave a call ringing.
  const recordingCheck = opts.recording ? await readFile(opts.recording).catch(() => null) : undefined;
  if (recordingCheck === null) throw new CliError(`Cannot read --recording ${opts.recording}`, 1);
  const transcript = opts.transcript
    ? await readFile(opts.transcript, 'utf8').catch(() => {
        throw new CliError(`Cannot read --transcript ${opts.transcript}`, 1);
      })
    : undefined;

  const api = await signIn(opts.connection, log);

  const { callRecordId } = await api('POST', '/erp/call/switch/inbound', {
    json: { from: opts.from, to: opts.to },
  });
  const statePath = `/erp/call/switch/${callRecordId}`;
  let state = await api('GET', statePath);
  log(
    `call record ${callRecordId}: ${opts.from} → seat ${opts.to} ringing` +
      (state.agentUserId === null ? ' (nobody is on duty on it)' : ` for agent user ${state.agentUserId}`) +
      (state.customerId === null ? '' : `, customer ${state.customerId}`),
  );

  const started = Date.now();
  let answeredAt;
  let hangupBody = {};
  while (state.status !== 'ended') {
    const elapsed = (Date.now() - started) / 1000;
    if (state.status === 'ringing') {
      if (opts.answerAfter !== undefined && elapsed >= opts.answerAfter) {
        state = await api('POST', `${statePath}/answer`);
        continue;
      }
      if (elapsed >= opts.ring) {
        log(`nobody answered within ${opts.ring} s: hanging up`);
        state = await api('POST', `${statePath}/hangup`, { json: {} });
        break;
      }
    } else if (state.status === 'talking') {
      if (answeredAt === undefined) {
        answeredAt = Date.now();
        log('answered: talking');
      }
      if (opts.talk > 0 && (Date.now() - answeredAt) / 1000 >= opts.talk) {
        if (opts.recording) hangupBody = { recordingFileId: await uploadRecording(api, opts.recording) };
        if (transcript) hangupBody.transcript = transcript;
        log('hanging up');
        state = await api('POST', `${statePath}/hangup`, { json: hangupBody });
        break;
      }
    }
    await sleep(250);
    state = await api('GET', statePath);
  }
  log(
    `ended: ${state.outcome}, ${state.durationSeconds ?? 0} s` +
      (state.activityId === null
        ? ', no follow-up (no customer matched)'
        : `, follow-up ${state.activityId}`) +
      (state.recordingIds.length ? `, recording ${state.recordingIds.join(', ')}` : ''),
  );
}

runCli('call', main);
