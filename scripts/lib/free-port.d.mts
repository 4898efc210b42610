/** A TCP port on 127.0.0.1 that was free a moment ago (scripts/lib/free-port.mjs). */
export function freePort(): Promise<number>;
