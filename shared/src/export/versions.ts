// The versions an exported React project pins: those this repository builds and tests with
// (exportVersions.test.ts checks them against the installed packages).
export const EXPORT_VERSIONS = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  vite: '8.3.8',
  typescript: '5.9.3',
  '@types/react': '19.3.0',
  '@types/react-dom': '19.3.0',
  eslint: '9.39.5',
  '@eslint/js': '9.39.5',
  'typescript-eslint': '8.73.0',
  'eslint-plugin-react': '7.37.5',
  globals: '16.5.0',
} as const;
