import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildEnglishMessages, createI18nProvider } from '../../../src/i18n';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

function lookup(messages: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
}

describe('English catalogue', () => {
  const i18n = createI18nProvider();

  it("holds the spec's texts word for word", () => {
    expect(i18n.translate('app.not_found')).toBe('404 Page Not Found - The page you are looking for does not exist.');
    expect(i18n.translate('app.user_menu.role', { role: 'Super Admin' })).toBe('Role: Super Admin');
    expect(i18n.translate('app.coming_soon.default_description')).toBe(
      'This feature is currently under development and will be available soon.',
    );
    expect(i18n.translate('app.user_rbac.description')).toBe(
      'role-based access control for managing user permissions and access levels',
    );
    expect(i18n.translate('app.profile.updated')).toBe('Profile updated successfully!');
    expect(i18n.translate('app.profile.update_failed')).toBe('Failed to update user.');
    expect(i18n.translate('app.profile.email_read_only')).toBe('Email address cannot be changed');
    expect(i18n.translate('app.password.failed')).toBe('Failed to update password.');
    expect(i18n.translate('app.notification.saved')).toBe('Save is successful');
    expect(i18n.translate('app.notification.save_failed')).toBe('Save failed');
    expect(i18n.translate('app.toast.success', { message: 'Job created' })).toBe('Job created success');
    expect(i18n.translate('app.toast.failed', { message: 'Job created' })).toBe('Job created failed');
    expect(i18n.translate('app.unexpected_error')).toBe('Unexpected Application Error!');
  });

  it("merges the resources' texts and keeps react-admin's own", () => {
    const messages = buildEnglishMessages();
    expect(lookup(messages, 'resources.jobs.fields.title')).toBe('Title');
    expect(i18n.translate('ra.action.save')).toBe('Save');
  });

  it('has every app.* key the shell uses, each text written once: no English fallback beside a key', () => {
    const messages = buildEnglishMessages();
    const used = new Set<string>();
    const fallbacks: string[] = [];
    // The shell's screens (src/) and the pieces they share with the resources (ui/).
    for (const file of ['src', 'ui'].flatMap((dir) => sourceFiles(join(process.cwd(), dir)))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/['"](app\.[a-z_]+(?:\.[a-z_]+)+)['"]/g)) used.add(match[1]);
      for (const match of text.matchAll(/translate\(\s*['"`]app\.[^)]*\{\s*_:[^)]*\)/g)) fallbacks.push(`${file}: ${match[0]}`);
    }
    expect(used.size).toBeGreaterThan(30);
    const missing = [...used].filter((key) => typeof lookup(messages, key) !== 'string');
    expect(missing).toEqual([]);
    expect(fallbacks).toEqual([]);
  });
});
