import { avatarUrl } from '@portal/contract';
import { useState } from 'react';

/**
 * The server's generated pattern avatar (its address, without the seed). It is a default, not
 * the member's picture, and its mirrored squares read as a pharmacy cross: the initials show
 * instead.
 */
const GENERATED_AVATAR_PREFIX = avatarUrl('');

/** A picture the member chose: neither none nor the generated default. */
export function isOwnPicture(src: string | null | undefined): src is string {
  return !!src && !src.startsWith(GENERATED_AVATAR_PREFIX);
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** The first letter of a word, skipping punctuation such as quotes or brackets. */
function firstLetter(word: string): string | undefined {
  return Array.from(word).find((char) => LETTER_OR_DIGIT.test(char));
}

/**
 * A name's initials: the first letters of its first and last words ('Budi Santoso' → 'BS',
 * 'demo' → 'D'). A name written in Chinese, Japanese or Korean script starts with the family
 * name and has no spaces to split on: its first character stands for it ('王小明' → '王'), one
 * glyph being what a 32 px circle shows legibly.
 */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => firstLetter(word));
  const first = words[0] ? firstLetter(words[0]) : undefined;
  if (!first) return '?';
  if (CJK.test(first)) return first;
  const last = words.length > 1 ? firstLetter(words[words.length - 1]!) : undefined;
  if (last && CJK.test(last)) return first.toUpperCase();
  return `${first}${last ?? ''}`.toUpperCase();
}

interface Props {
  src?: string | null;
  name: string;
  label: string;
  /** diameter in px */
  size?: number;
  className?: string;
}

const DEFAULT_SIZE_PX = 32;

/**
 * A round picture: the member's own, else their initials on a brand-coloured circle. A picture
 * that fails to load gives way to the initials too.
 */
export function Avatar({ src, name, label, size = DEFAULT_SIZE_PX, className }: Props) {
  const [broken, setBroken] = useState<string | null>(null);
  const classes = className ? `avatar ${className}` : 'avatar';
  if (isOwnPicture(src) && broken !== src) {
    return (
      <img
        className={classes}
        src={src}
        alt={label}
        width={size}
        height={size}
        onError={() => setBroken(src)}
      />
    );
  }
  const style =
    size === DEFAULT_SIZE_PX
      ? undefined
      : { width: size, height: size, flexBasis: size, fontSize: Math.round(size * 0.4) };
  return (
    <span className={`${classes} avatar-initials`} role="img" aria-label={label} style={style}>
      <span aria-hidden>{initialsOf(name)}</span>
    </span>
  );
}
