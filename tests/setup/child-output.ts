// Waits on a spawned process's output as it arrives, instead of polling it on a timer.
import type { ChildProcess } from "node:child_process";

/**
 * Resolves once the child prints `text` on stdout (listen before causing it: earlier output is not seen);
 * rejects if the child exits first, or after `ms`, which only bounds a failure.
 */
export function printed(child: ChildProcess, text: string, ms = 20_000): Promise<void> {
  return new Promise((resolve, reject) => {
    let stdout = "";
    let stderr = "";
    const onStdout = (chunk: Buffer) => {
      stdout += chunk;
      if (stdout.includes(text)) finish();
    };
    const onStderr = (chunk: Buffer) => (stderr += chunk);
    const onExit = () => finish(new Error(`exited before printing "${text}": ${stderr}`));
    const timer = setTimeout(() => finish(new Error(`did not print "${text}" within ${ms} ms: ${stderr}`)), ms);
    function finish(error?: Error) {
      clearTimeout(timer);
      child.stdout?.off("data", onStdout);
      child.stderr?.off("data", onStderr);
      child.off("exit", onExit);
      if (error) reject(error);
      else resolve();
    }
    child.stdout?.on("data", onStdout);
    child.stderr?.on("data", onStderr);
    child.once("exit", onExit);
  });
}
