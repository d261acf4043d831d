// samples/regulations/*.regula bundled as text (esbuild's text loader; a transform in vitest.config.ts).
declare module '*.regula' {
  const text: string;
  export default text;
}

// samples/tournaments/*.csv and *.trf bundled as text for the demo workbook (addin/demo/demo-workbook.ts).
declare module '*.csv' {
  const text: string;
  export default text;
}

declare module '*.trf' {
  const text: string;
  export default text;
}
