// samples/regulations/*.regula bundled as text (esbuild's text loader; a transform in vitest.config.ts).
declare module '*.regula' {
  const text: string;
  export default text;
}
