import { enAuth } from './en/auth';
import { enFrame } from './en/frame';
import { enPages } from './en/pages';
import type { Messages } from './ko';

export const en: Messages = { ...enFrame, ...enAuth, pages: enPages };
