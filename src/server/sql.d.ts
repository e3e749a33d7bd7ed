/** SQL files are bundled as text (esbuild's text loader; a Vite plugin in tests). */
declare module '*.sql' {
  const text: string;
  export default text;
}
