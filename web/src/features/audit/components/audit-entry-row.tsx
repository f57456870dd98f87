import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTOR_ROLE_LABELS,
  AUDIT_RECORD_LABELS,
  auditSubject,
  type AuditEntry,
} from '@domain/audit/audit';
import { showAuditChange } from '@domain/audit/audit-fields';
import { paths } from '@domain/paths';
import { Link } from 'react-router-dom';
import { KeptWhole } from '@/components/ui/kept-whole';
import { displayTimeZone, formatDateTime } from '@/lib/format';

/**
 * Where an actor's name leads: a field user's page; an admin's or the superadmin's actions in
 * the trail (they have no page of their own); a workshop's link to 'Oficinas'.
 */
function personLink(actor: AuditEntry['actor']): string {
  if (actor.role === 'user') return paths.admin.editUser(actor.uid);
  if (actor.role === 'workshop') return paths.admin.workshops;
  return `${paths.admin.audit}?${new URLSearchParams({ actorUid: actor.uid }).toString()}`;
}

/** One entry of the trail: when, who, what, on which record, what changed and why. */
export function AuditEntryRow({ entry }: { entry: AuditEntry }) {
  return (
    <li className="audit-entry">
      <div className="audit-entry-head">
        <strong>{AUDIT_ACTION_LABELS[entry.action]}</strong>
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      </div>
      <p className="audit-entry-who">
        <Link to={personLink(entry.actor)}>{entry.actor.name || entry.actor.uid}</Link>{' '}
        <span className="audit-entry-role">({AUDIT_ACTOR_ROLE_LABELS[entry.actor.role]})</span>
      </p>
      <p className="audit-entry-record">
        {AUDIT_RECORD_LABELS[entry.record.type]}: <KeptWhole text={entry.record.label || entry.record.id} />
      </p>
      {entry.changes.length > 0 && (
        <ul className="audit-entry-changes">
          {entry.changes.map((change) => {
            const shown = showAuditChange(auditSubject(entry.action), change, displayTimeZone());
            return (
              <li key={change.field}>
                {shown.label}: {shown.before} → {shown.after}
              </li>
            );
          })}
        </ul>
      )}
      {entry.reason && <p className="audit-entry-reason">Motivo: {entry.reason}</p>}
    </li>
  );
}
