/** @type {import('tailwindcss').Config} */
module.exports = {
  content: ['./src/**/*.{js,jsx,ts,tsx}'],
  theme: {
    extend: {
      colors: {
        panier: {
          50: '#f0fdf4',
          500: '#22c55e',
          700: '#15803d',
        },
      },
      fontFamily: {
        manuscrite: ['"Comic Sans MS"', '"Chalkboard SE"', 'cursive'],
      },
    },
  },
  plugins: [],
};
