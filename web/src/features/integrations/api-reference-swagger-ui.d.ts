// swagger-ui-dist ships no types: the one call the reference page makes.
declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  interface SwaggerUIOptions {
    url: string;
    domNode: HTMLElement;
    deepLinking?: boolean;
    tryItOutEnabled?: boolean;
    syntaxHighlight?: { activated: boolean };
  }
  const SwaggerUI: (options: SwaggerUIOptions) => unknown;
  export default SwaggerUI;
}
