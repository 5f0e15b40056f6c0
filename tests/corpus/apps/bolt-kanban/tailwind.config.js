/** @type {import('tailwindcss').Config} */
export default {
  content: ['./index.html', './src/**/*.{js,ts,jsx,tsx}'],
  theme: {
    extend: {
      colors: {
        board: '#f4f5f7',
        column: '#ebecf0',
      },
      boxShadow: {
        card: '0 1px 0 rgba(9, 30, 66, 0.25)',
      },
    },
  },
  plugins: [],
};
