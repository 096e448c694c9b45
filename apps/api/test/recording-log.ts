/** A logger for adapter tests that keeps every line, so a test can check what an operator would read (and that no secret is in it). */
export function recordingLog() {
  const lines: { level: string; obj: object; msg: string }[] = [];
  return {
    lines,
    text: () => JSON.stringify(lines),
    info: (obj: object, msg: string) => void lines.push({ level: 'info', obj, msg }),
    warn: (obj: object, msg: string) => void lines.push({ level: 'warn', obj, msg }),
  };
}
