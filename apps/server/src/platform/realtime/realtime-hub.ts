import type { RealtimeMessage } from '@atrium/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { WebSocket } from 'ws';
import { userOrganizations, users } from '../../modules/admin/admin.tables.js';
import { sessions } from '../../modules/auth/auth.tables.js';
import { sessionIsLive } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import type { Member } from '../http/request-context.js';
import type { RealtimeEvent } from './publish-realtime.js';

/** Close codes the browser acts on: the session ended (sign in again), or it could not keep up. */
export const CLOSE_SESSION_ENDED = 4401;
export const CLOSE_TOO_SLOW = 4408;

// A socket that has this much unsent is not reading: drop it rather than buffer without bound.
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

interface Connection {
  member: Member;
  alive: boolean;
}

/** The sockets connected to this process, and delivery of the events every process publishes. */
export class RealtimeHub {
  private readonly connections = new Map<WebSocket, Connection>();

  get size(): number {
    return this.connections.size;
  }

  add(socket: WebSocket, member: Member): void {
    const connection: Connection = { member, alive: true };
    this.connections.set(socket, connection);
    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('close', () => this.connections.delete(socket));
    socket.on('error', () => socket.terminate());
  }

  /** Sends a published event (a NOTIFY payload) to the matching sockets, serialized once. */
  deliver(payload: string): void {
    let event: RealtimeEvent & { at: string };
    try {
      event = JSON.parse(payload);
    } catch {
      return;
    }
    const message: RealtimeMessage = { type: event.type, data: event.data, at: event.at };
    const text = JSON.stringify(message);
    const addressed = event.userIds ? new Set(event.userIds) : null;
    for (const [socket, { member }] of this.connections) {
      if (member.orgId !== event.orgId || (addressed && !addressed.has(member.userId))) continue;
      if (socket.bufferedAmount > MAX_BUFFERED_BYTES) socket.close(CLOSE_TOO_SLOW, 'too slow');
      else socket.send(text);
    }
  }

  /** Pings every socket; one that did not answer the previous ping is gone (a dead network path). */
  heartbeat(): void {
    for (const [socket, connection] of this.connections) {
      if (!connection.alive) {
        socket.terminate();
        continue;
      }
      connection.alive = false;
      socket.ping();
    }
  }

  /**
   * Closes the sockets whose session was revoked or expired, whose user was disabled or who left
   * the organization since they connected: a token stops working here as it does on HTTP calls.
   */
  async closeEnded(db: Db, now = new Date()): Promise<void> {
    if (this.connections.size === 0) return;
    const sessionIds = [...new Set([...this.connections.values()].map(({ member }) => member.sessionId))];
    const live = await db
      .select({ sessionId: sessions.id, orgId: userOrganizations.orgId })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(userOrganizations, eq(userOrganizations.userId, sessions.userId))
      .where(and(inArray(sessions.id, sessionIds), sessionIsLive(now)));
    const standing = new Set(live.map(({ sessionId, orgId }) => `${sessionId}:${orgId}`));
    for (const [socket, { member }] of this.connections) {
      if (!standing.has(`${member.sessionId}:${member.orgId}`))
        socket.close(CLOSE_SESSION_ENDED, 'session ended');
    }
  }
}
