import { describe, expect, it } from 'vitest';
import {
  containsPattern,
  fileTypeOf,
  isVideoUrl,
  safeFileName,
} from '../../src/modules/library/library-rules.js';

describe('library rules', () => {
  it('keeps only the last path segment of a file name', () => {
    expect(safeFileName('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(safeFileName('C:\\Users\\x\\guide.pdf')).toBe('guide.pdf');
    expect(safeFileName('a/..')).toBeNull();
    expect(safeFileName('.hidden')).toBeNull();
    expect(safeFileName('bad\u0000name"\n.pdf')).toBe('badname.pdf');
    expect(safeFileName(`${'x'.repeat(300)}.pdf`)).toMatch(/^x{146}\.pdf$/);
  });

  it('types files by extension, escapes search wildcards, takes only https videos', () => {
    expect(fileTypeOf('A.PDF')).toEqual({ contentType: 'application/pdf', kind: 'pdf' });
    expect(fileTypeOf('clip.mp4')?.kind).toBe('video');
    expect(fileTypeOf('run.exe')).toBeNull();
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(isVideoUrl('https://v.example/x')).toBe(true);
    expect(isVideoUrl('javascript:alert(1)')).toBe(false);
  });
});
