import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Vendors that every route needs go into stable, long-cached chunks. antd is left to automatic
 * splitting on purpose: each lazy route then loads only the components it renders, which keeps the
 * login route small (budgets: login <= 180 KB gzip, shell <= 300 KB gzip).
 */
const VENDOR_GROUPS: { name: string; test: RegExp }[] = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'vendor-router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
  // zod comes with the contract's endpoints; its own chunk keeps it off pages that make no call yet.
  { name: 'vendor-zod', test: /node_modules[\\/]zod[\\/]/ },
  {
    name: 'vendor-i18n',
    test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
  },
];

/**
 * Packages made only of declarations whose package.json does not say so ("sideEffects": false).
 * Telling the bundler lets it drop what nobody uses: one constant from the contract no longer
 * drags in zod and every endpoint, and antd's Input (which only needs a form context) no longer
 * carries the whole of rc-field-form and async-validator onto the login page.
 */
const SIDE_EFFECT_FREE = [
  /[\\/]packages[\\/]contract[\\/]src[\\/]/,
  /[\\/]node_modules[\\/]@rc-component[\\/]/,
];

function sideEffectFreePackages(): Plugin {
  return {
    name: 'atrium:side-effect-free-packages',
    enforce: 'post',
    transform(code, id) {
      if (!SIDE_EFFECT_FREE.some((pattern) => pattern.test(id))) return null;
      return { code, map: null, moduleSideEffects: false };
    },
  };
}

/**
 * antd's ConfigProvider imports its tooltip UniqueProvider (and with it @rc-component/trigger's
 * alignment and portal code, 7.7 KB gzip) to render it only when `tooltip.unique` is set, which
 * this app never sets (app-providers.tsx). Without this, that code rode onto the login page; a
 * ConfigProvider that did set it would throw, not quietly lose the feature.
 * Tooltips and dropdowns still import the trigger themselves, on the screens that show them.
 */
const UNUSED_UNIQUE_PROVIDER = '\0atrium:antd-tooltip-unique-provider';

function withoutTooltipUniqueProvider(): Plugin {
  return {
    name: 'atrium:without-tooltip-unique-provider',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === '../tooltip/UniqueProvider' &&
        importer &&
        /[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/.test(importer)
      )
        return UNUSED_UNIQUE_PROVIDER;
      return null;
    },
    load(id) {
      if (id !== UNUSED_UNIQUE_PROVIDER) return null;
      // Rendered only if some ConfigProvider sets tooltip.unique: say so rather than ignore it.
      return "export default function UniqueProvider() { throw new Error('ConfigProvider tooltip.unique is not available: vite.config.ts leaves out its provider to keep the login page within budget'); }\n";
    },
  };
}

// The API server; ATRIUM_API_TARGET points the dev server elsewhere (e.g. a second local server).
const apiTarget = process.env.ATRIUM_API_TARGET ?? 'http://localhost:3000';
const apiProxy = { '/erp': { target: apiTarget, changeOrigin: true, ws: true } };

export default defineConfig({
  plugins: [react(), sideEffectFreePackages(), withoutTooltipUniqueProvider()],
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // The contract builds zod schemas at module level; a schema nobody reads is dead code.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: { groups: VENDOR_GROUPS },
      },
    },
  },
});
