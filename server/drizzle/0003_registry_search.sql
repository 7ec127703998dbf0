-- Fragments of names and emails (`key` search, ILIKE '%…%') use trigram indexes; drizzle-kit cannot declare gin_trgm_ops.
CREATE INDEX IF NOT EXISTS "candidates_name_trgm_idx" ON "candidates" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "candidates_email_trgm_idx" ON "candidates" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_legal_name_trgm_idx" ON "companies" USING gin ("legal_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_trade_name_trgm_idx" ON "companies" USING gin ("trade_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_email_trgm_idx" ON "companies" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "partners_name_trgm_idx" ON "partners" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
-- The values of the values test exist in every installation, not only with demo data; administrators edit them.
INSERT INTO "values_test_items" ("name", "description", "position") VALUES
  ('Ética', 'Agir com integridade e honestidade em todas as situações', 1),
  ('Inovação', 'Buscar novas ideias e formas melhores de trabalhar', 2),
  ('Colaboração', 'Trabalhar em equipe e compartilhar conhecimento', 3),
  ('Foco no cliente', 'Colocar as necessidades do cliente no centro das decisões', 4),
  ('Excelência', 'Entregar trabalho de alta qualidade', 5),
  ('Responsabilidade social', 'Contribuir para a comunidade e a sociedade', 6),
  ('Sustentabilidade', 'Cuidar do meio ambiente e do longo prazo', 7),
  ('Diversidade e inclusão', 'Valorizar pessoas de origens e perfis diferentes', 8),
  ('Transparência', 'Comunicar de forma clara e aberta', 9),
  ('Aprendizado contínuo', 'Desenvolver-se sempre, pessoal e profissionalmente', 10),
  ('Autonomia', 'Ter liberdade e responsabilidade para decidir', 11),
  ('Qualidade de vida', 'Equilibrar trabalho e vida pessoal', 12)
ON CONFLICT DO NOTHING;
