/** esbuild's and Vite's `define` for the package's version. */
export declare const VERSION_DEFINE: { readonly __PACKAGE_VERSION__: string };
