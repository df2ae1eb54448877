// Jest compiles TypeScript and JSX with the same Babel preset Gatsby uses,
// kept out of a root babel config so Gatsby's own build is not affected.
module.exports = require("babel-jest").default.createTransformer({
  presets: ["babel-preset-gatsby", "@babel/preset-typescript"],
});
