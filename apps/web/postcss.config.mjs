// Tailwind CSS 4 runs as a PostCSS plugin; its configuration lives in src/app/globals.css.
export default {
  plugins: { '@tailwindcss/postcss': {} },
};
