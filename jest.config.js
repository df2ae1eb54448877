/** Jest projects: unit/component tests, the develop server, the built `public/`, the production server. */
const shared = {
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    "\\.(css)$": "identity-obj-proxy",
    "\\.(svg|jpg|png|webp|avif)$": "<rootDir>/__mocks__/file-mock.js",
  },
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|gatsby-page-utils|gatsby-plugin-react-i18next)/)"],
  testPathIgnorePatterns: ["/node_modules/", "/public/", "/.cache/"],
};

module.exports = {
  // `npm test` runs suites side by side (scripts/test-all.sh): a step slowed by the other lane, such as a
  // page fetched from a development server that is busy compiling, is not a failure. Long tests set their own.
  testTimeout: 30_000,
  projects: [
    {
      ...shared,
      displayName: "unit",
      testEnvironment: "jsdom",
      testEnvironmentOptions: { url: "http://localhost/" },
      // tests/repo/: the repository itself (docs name real paths, the server's imports).
      testMatch: ["<rootDir>/src/**/*.test.{ts,tsx}", "<rootDir>/tests/repo/**/*.test.ts"],
      setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
      globals: { __PATH_PREFIX__: "" },
    },
    {
      // The development server on a copy of the project: slow to start, so a project of its own.
      ...shared,
      displayName: "develop",
      testEnvironment: "node",
      testMatch: ["<rootDir>/tests/develop/**/*.test.ts"],
    },
    {
      ...shared,
      displayName: "build",
      testEnvironment: "node",
      testMatch: ["<rootDir>/tests/build/**/*.test.ts"],
    },
    {
      // The production server in its own process, over HTTP, on the embedded database and on a
      // PostgreSQL cluster that the global setup starts.
      ...shared,
      displayName: "server",
      testEnvironment: "node",
      testMatch: ["<rootDir>/tests/server/**/*.test.ts"],
      globalSetup: "<rootDir>/tests/server/global-setup.ts",
      globalTeardown: "<rootDir>/tests/server/global-teardown.ts",
    },
  ],
};
