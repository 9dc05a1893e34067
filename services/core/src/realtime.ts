/** Socket.IO's Redis adapter (API) and emitter (workers) must agree on this key. */
export const socketKey = (prefix: string) => `${prefix}:socket.io`;
