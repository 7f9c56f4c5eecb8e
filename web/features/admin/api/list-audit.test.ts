import { describe, expect, it } from 'vitest';
import { paths } from '@web/lib/paths';
import { auditFiltersToQuery, parseAuditFilters } from './list-audit';

const guid = '0b7c1a52-3f4e-4a1b-9c2d-5e6f7a8b9c0d';

describe('audit log filters in the address', () => {
  it('reads the known filters and drops malformed ones', () => {
    const f = parseAuditFilters(new URLSearchParams(`action=user.block&target_kind=user&actor=${guid}&actor_name=Ali&from=2026-01-01&to=bad&page=3`));
    expect(f).toMatchObject({ action: 'user.block', target_kind: 'user', actor: guid, actor_name: 'Ali', from: '2026-01-01', to: undefined, page: 3 });
    expect(parseAuditFilters(new URLSearchParams('action=user.fly&target_kind=planet&actor=nobody&actor_name=X&page=-2'))).toMatchObject({
      action: undefined,
      target_kind: undefined,
      actor: undefined,
      actor_name: undefined,
      page: 1,
    });
  });

  it('writes them back (page 1 left out) so a filtered view survives a reload', () => {
    const f = parseAuditFilters(new URLSearchParams(`action=user.block&actor=${guid}&actor_name=Ali`));
    const url = paths.admin.audit(auditFiltersToQuery(f));
    expect(url).toBe(`/admin/audit/?action=user.block&actor=${guid}&actor_name=Ali`);
    expect(parseAuditFilters(new URL(url, 'http://x').searchParams)).toEqual(f);
  });
});
