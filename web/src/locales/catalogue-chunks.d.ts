// A catalogue's part for one area (`messages.json?area=…`, cut by web/build/catalogues.ts): compiled messages.
declare module '*/messages.json?area=public' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*/messages.json?area=about' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*/messages.json?area=pages' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*/messages.json?area=member' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*/messages.json?area=moderator' {
  const messages: Record<string, unknown>;
  export default messages;
}
