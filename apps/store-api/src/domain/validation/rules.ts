// Request validation with Shopware's (Symfony's) violation codes, messages and parameters, so a
// storefront written for Shopware maps them to fields the same way (docs/store-api-behaviour.md §6).
import { violations, type Violation } from '../errors.ts';

export type Input = Record<string, unknown>;

/**
 * A value where the engine reads text from untyped data — request parts no route schema types (criteria
 * parts, the demo gateway's forms, a field several bodies share; ADR 0056) and stored JSON (CMS slot
 * configs, order line payloads): the text, or undefined for anything else.
 */
export function textOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export class Violations {
  readonly list: Violation[] = [];

  add(code: string, pointer: string, detail: string, parameters: Record<string, string | number> = {}): void {
    this.list.push({ code, pointer, detail, parameters });
  }

  /** NotBlank: missing, null, empty or whitespace-only strings. */
  notBlank(input: Input, field: string, pointer = `/${field}`): string | undefined {
    const value = input[field];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (typeof value === 'number') return String(value);
    this.add('VIOLATION::IS_BLANK_ERROR', pointer, 'This value should not be blank.', {
      '{{ value }}': value === undefined || value === null ? 'null' : JSON.stringify(value),
    });
    return undefined;
  }

  /** Optional string: trimmed, or undefined when empty. */
  optional(input: Input, field: string): string | undefined {
    const value = input[field];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  }

  minLength(value: string | undefined, limit: number, pointer: string): void {
    if (value !== undefined && [...value].length < limit) {
      this.add('VIOLATION::TOO_SHORT_ERROR', pointer, `This value is too short. It should have ${limit} characters or more.`, {
        '{{ value }}': '"***"',
        '{{ limit }}': limit,
      });
    }
  }

  maxLength(value: string | undefined, limit: number, pointer: string): void {
    if (value !== undefined && [...value].length > limit) {
      this.add('VIOLATION::TOO_LONG_ERROR', pointer, `This value is too long. It should have ${limit} characters or less.`, { '{{ limit }}': limit });
    }
  }

  email(value: string | undefined, pointer: string): void {
    if (value !== undefined && !isEmail(value)) {
      this.add('VIOLATION::INVALID_EMAIL_FORMAT_ERROR', pointer, 'This value is not a valid email address.', { '{{ value }}': JSON.stringify(value) });
    }
  }

  equal(value: unknown, expected: unknown, pointer: string): void {
    if (value !== expected)
      this.add('VIOLATION::NOT_EQUAL_ERROR', pointer, 'This value should be equal to the compared value.', { '{{ compared_value }}': '"***"' });
  }

  choice(value: unknown, choices: readonly string[], pointer: string): void {
    if (typeof value !== 'string' || !choices.includes(value)) {
      this.add('VIOLATION::NO_SUCH_CHOICE_ERROR', pointer, 'The value you selected is not a valid choice.', {
        '{{ value }}': JSON.stringify(value ?? null),
        '{{ choices }}': choices.map((choice) => `"${choice}"`).join(', '),
      });
    }
  }

  entityMissing(entity: string, id: unknown, pointer: string): void {
    this.add('VIOLATION::ENTITY_DOES_NOT_EXISTS', pointer, `The ${entity} entity with id "${String(id)}" does not exist.`, {
      '{{ entity }}': entity,
      '{{ id }}': String(id),
    });
  }

  throwIfAny(): void {
    if (this.list.length > 0) throw violations(this.list);
  }
}

/** A pragmatic e-mail check (one @, a dot in the domain, no spaces), like Symfony's html5 mode. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= 254;
}
