import { ROLES, type Role } from '#shared/constants/roles';

export function RoleSelect({ value, onChange }: { value: Role; onChange: (role: Role) => void }) {
  return (
    <div className="field">
      <label htmlFor="role">Role</label>
      <select id="role" name="role" value={value} onChange={(event) => onChange(event.target.value as Role)}>
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {role}
          </option>
        ))}
      </select>
    </div>
  );
}
