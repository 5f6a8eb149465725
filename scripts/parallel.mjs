// Runs npm scripts side by side, each output line prefixed with its script's name, and fails if any fails.
// `npm test` runs the app build, the typecheck and the lint this way: independent, and each mostly one core.
import { spawn } from "node:child_process";

const USAGE = `Usage: node scripts/parallel.mjs <npm script>...

Runs the named npm scripts at the same time, prefixing each line of their output with the script's name,
then prints how long each took; exits 1 if any of them failed.`;

const names = process.argv.slice(2);
if (names.length === 0 || names.includes("--help")) {
  console.log(USAGE);
  process.exit(names.length === 0 ? 1 : 0);
}
const width = Math.max(...names.map((name) => name.length));

/** Copies a child's stream to ours line by line, so lines of two scripts never interleave mid-line. */
function relay(stream, out, prefix) {
  let pending = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk) => {
    const lines = (pending + chunk).split("\n");
    pending = lines.pop();
    for (const line of lines) out.write(`${prefix}${line}\n`);
  });
  stream.on("end", () => pending && out.write(`${prefix}${pending}\n`));
}

function run(name) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn("npm", ["run", "--silent", name], { stdio: ["ignore", "pipe", "pipe"] });
    const prefix = `[${name.padEnd(width)}] `;
    relay(child.stdout, process.stdout, prefix);
    relay(child.stderr, process.stderr, prefix);
    const done = (code) => resolve({ name, code, seconds: (Date.now() - started) / 1000 });
    child.on("error", (error) => {
      process.stderr.write(`${prefix}${error.message}\n`);
      done(1);
    });
    child.on("close", (code) => done(code ?? 1));
  });
}

const results = await Promise.all(names.map(run));
for (const { name, code, seconds } of results) {
  console.log(`${name.padEnd(width)}  ${code === 0 ? "ok" : `FAILED (exit ${code})`}  ${seconds.toFixed(1)} s`);
}
process.exit(results.every((result) => result.code === 0) ? 0 : 1);
