import { defineConfig } from '@pandacss/dev';

/** Panda CSS: design tokens and the atomic CSS of src/. Output in styled-system/ (generated, git-ignored). */
export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}'],
  outdir: 'styled-system',
  importMap: 'styled-system',
  jsxFramework: 'react',
  theme: {
    extend: {
      tokens: {
        colors: {
          brand: {
            50: { value: '#f0fdfa' },
            100: { value: '#ccfbf1' },
            500: { value: '#14b8a6' },
            600: { value: '#0d9488' },
            700: { value: '#0f766e' },
            800: { value: '#115e59' },
          },
        },
        // Stacking order of the layers (lists above the page, dialogs above lists a page opens, toasts
        // above all); without these tokens `zIndex: 'dropdown'` compiled to an invalid value.
        zIndex: {
          base: { value: 0 },
          docked: { value: 10 },
          dropdown: { value: 1000 },
          sticky: { value: 1100 },
          overlay: { value: 1300 },
          modal: { value: 1400 },
          popover: { value: 1500 },
          toast: { value: 1700 },
          tooltip: { value: 1800 },
        },
        fonts: {
          body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
        },
      },
      semanticTokens: {
        colors: {
          accent: { value: '{colors.brand.700}' },
          accentHover: { value: '{colors.brand.800}' },
          danger: { value: '{colors.red.600}' },
          success: { value: '{colors.green.600}' },
          muted: { value: '{colors.gray.600}' },
          border: { value: '{colors.gray.300}' },
          surface: { value: '{colors.white}' },
          canvas: { value: '{colors.gray.50}' },
        },
      },
    },
  },
  globalCss: {
    'html, body': { fontFamily: 'body', color: 'gray.900', bg: 'canvas' },
  },
});
