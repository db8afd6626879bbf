/** Panda CSS through PostCSS: it scans src/ and writes the used atomic classes into src/index.css's layers. */
export default {
  plugins: {
    '@pandacss/dev/postcss': {},
  },
};
