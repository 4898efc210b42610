-- What each notification is about (kind, name, variety, dates), so admins read it in their own language.
-- Rows stored before this keep only their English message.
alter table notifications add column subject jsonb;
