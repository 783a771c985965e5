import type { ChildProcess } from 'node:child_process';

export interface StartProcessOptions {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string | undefined>;
  readyPattern: RegExp;
  quiet?: boolean;
}

export function startProcess(options: StartProcessOptions): Promise<{ child: ChildProcess; match: RegExpMatchArray }>;
