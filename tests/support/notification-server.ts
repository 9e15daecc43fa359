/**
 * The desktop's notification server, for a test: Chromium on Linux shows a site's notifications
 * by calling `org.freedesktop.Notifications` on the session bus, and learns that the visitor
 * clicked one from that server's `ActionInvoked` signal, to which it answers with the worker's
 * `notificationclick`, with the user activation a real click gives (so `clients.openWindow` and
 * `client.focus()` are allowed). A private bus (dbus-daemon) and a server of ours on it stand in
 * for the desktop's, so a test sees each notification shown and clicks it as a visitor would.
 *
 * Chromium looks for the server as it starts: it must own its name before the browser launches.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as dbus from 'dbus-next';
import { chromiumPrograms } from '../../scripts/testing/browser';

// A session bus on which anyone may own any name, call anyone and hear anyone, and which starts no services:
// with service activation, Chromium's calls would start the machine's own portals and servers.
// (The address given on the command line replaces the one it must name to listen on.)
const BUS_CONFIG = `<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:tmpdir=/tmp</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow send_destination="*"/>
    <allow receive_sender="*"/>
    <allow own="*"/>
  </policy>
</busconfig>
`;

/** One notification as the browser handed it to the server. */
export interface ShownNotification {
  id: number;
  title: string;
  body: string;
}

export interface NotificationServer {
  /** What to set `DBUS_SESSION_BUS_ADDRESS` to in the browser's environment. */
  busAddress: string;
  /** Every notification shown since the last `forget()`, in order. */
  shown: ShownNotification[];
  forget(): void;
  /** The visitor clicks the notification (its body, not one of its buttons). */
  click(id: number): void;
  stop(): Promise<void>;
}

const { Interface } = dbus.interface;

/** The server's side of the Desktop Notifications Specification that Chromium uses. */
class Notifications extends Interface {
  shown: ShownNotification[] = [];
  private nextId = 1;

  constructor() {
    super('org.freedesktop.Notifications');
  }

  // Capabilities Chromium looks for: without `actions` it offers no click to the worker.
  GetCapabilities(): string[] {
    return ['actions', 'body', 'body-hyperlinks', 'icon-static', 'persistence'];
  }

  GetServerInformation(): string[] {
    return ['test-notifications', 'tests', '1.0', '1.2'];
  }

  Notify(_app: string, replacesId: number, _icon: string, title: string, body: string): number {
    const id = replacesId || this.nextId++;
    this.shown.push({ id, title, body });
    return id;
  }

  CloseNotification(): void {}

  // Signals: what the method returns is what the bus carries.
  ActionInvoked(id: number, action: string): [number, string] {
    return [id, action];
  }

  NotificationClosed(id: number, reason: number): [number, number] {
    return [id, reason];
  }
}
Notifications.configureMembers({
  methods: {
    GetCapabilities: { inSignature: '', outSignature: 'as' },
    GetServerInformation: { inSignature: '', outSignature: 'ssss' },
    Notify: { inSignature: 'susssasa{sv}i', outSignature: 'u' },
    CloseNotification: { inSignature: 'u', outSignature: '' },
  },
  signals: {
    ActionInvoked: { signature: 'us' },
    NotificationClosed: { signature: 'uu' },
  },
});

/** Starts dbus-daemon in `dir`; resolves with the process and the address it listens on. */
function startBus(dir: string, config: string): Promise<{ daemon: ChildProcess; address: string }> {
  const { path, debianPackage } = chromiumPrograms().dbusDaemon;
  if (!path) throw new Error(`no dbus-daemon: install Debian's ${debianPackage}`);
  const daemon = spawn(
    path,
    [
      `--config-file=${config}`,
      '--nofork',
      '--nopidfile',
      `--address=unix:path=${join(dir, 'bus')}`,
      '--print-address=1',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let printed = '';
    let complaint = '';
    daemon.stdout.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      if (printed.includes('\n')) resolve({ daemon, address: printed.split('\n')[0]!.trim() });
    });
    daemon.stderr.on('data', (chunk: Buffer) => (complaint += chunk.toString()));
    daemon.on('error', reject);
    daemon.on('exit', (code) => reject(new Error(`dbus-daemon exited (${code}): ${complaint}`)));
  });
}

/** A private session bus with our notification server on it, its name owned. */
export async function startNotificationServer(): Promise<NotificationServer> {
  const dir = await mkdtemp(join(tmpdir(), 'notification-bus-'));
  const config = join(dir, 'bus.conf');
  await writeFile(config, BUS_CONFIG);
  const { daemon, address } = await startBus(dir, config);
  // Ended with the test worker, even one that never reached its teardown.
  const endTheBus = () => daemon.kill('SIGTERM');
  process.once('exit', endTheBus);
  const bus = dbus.sessionBus({ busAddress: address });
  const server = new Notifications();
  bus.export('/org/freedesktop/Notifications', server);
  const reply = await bus.requestName('org.freedesktop.Notifications', dbus.NameFlag.DO_NOT_QUEUE);
  if (reply !== dbus.RequestNameReply.PRIMARY_OWNER) {
    bus.disconnect();
    endTheBus();
    throw new Error(`the test's notification server could not own its name (${reply})`);
  }
  return {
    busAddress: address,
    get shown() {
      return server.shown;
    },
    forget: () => (server.shown = []),
    // "default" is the action of the notification's body.
    click: (id) => void server.ActionInvoked(id, 'default'),
    async stop() {
      process.off('exit', endTheBus);
      bus.disconnect();
      const exited = new Promise((resolve) => daemon.once('exit', resolve));
      daemon.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
