CREATE TABLE "access_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL,
	"permissions" text[] NOT NULL,
	"ufs" text[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Hand-written: the built-in profiles, with the fixed ids of contract/src/permissions.ts (a test compares them),
-- inserted before the administrators' column points at the first.
INSERT INTO "access_profiles" ("id", "name", "description", "built_in", "permissions") VALUES
	('00000000-0000-4000-8000-000000000001', 'Super-administrador', 'Tudo: todas as áreas, ações e permissões especiais.', true, ARRAY['empresas.ver', 'empresas.editar', 'empresas.status', 'empresas.exportar', 'empresas.massa', 'profissionais.ver', 'profissionais.editar', 'profissionais.status', 'profissionais.exportar', 'profissionais.massa', 'parceiros.ver', 'parceiros.editar', 'parceiros.status', 'parceiros.exportar', 'processos.ver', 'processos.editar', 'processos.status', 'processos.exportar', 'processos.massa', 'planos.ver', 'planos.editar', 'planos.status', 'planos.exportar', 'assinaturas.ver', 'assinaturas.editar', 'assinaturas.status', 'assinaturas.exportar', 'vouchers.ver', 'vouchers.editar', 'vouchers.status', 'vouchers.exportar', 'mensagens.ver', 'mensagens.editar', 'mensagens.status', 'mensagens.exportar', 'mensagens.massa', 'logs.ver', 'logs.exportar', 'auditoria.ver', 'auditoria.exportar', 'configuracoes.ver', 'configuracoes.editar', 'administradores.ver', 'administradores.editar', 'administradores.status', 'administradores.exportar', 'anonimizar', 'enviar-mensagens', 'dados-pessoais', 'importar']::text[]),
	('00000000-0000-4000-8000-000000000002', 'Auditoria', 'Vê todas as áreas, inclusive a auditoria e os logs; não altera nem exporta nada.', true, ARRAY['empresas.ver', 'profissionais.ver', 'parceiros.ver', 'processos.ver', 'planos.ver', 'assinaturas.ver', 'vouchers.ver', 'mensagens.ver', 'logs.ver', 'auditoria.ver', 'configuracoes.ver', 'administradores.ver']::text[]),
	('00000000-0000-4000-8000-000000000003', 'Cadastro', 'Empresas, profissionais e parceiros, com importação de planilhas; vê processos, planos e assinaturas.', true, ARRAY['empresas.ver', 'empresas.editar', 'empresas.status', 'empresas.exportar', 'empresas.massa', 'profissionais.ver', 'profissionais.editar', 'profissionais.status', 'profissionais.exportar', 'profissionais.massa', 'parceiros.ver', 'parceiros.editar', 'parceiros.status', 'parceiros.exportar', 'processos.ver', 'planos.ver', 'assinaturas.ver', 'dados-pessoais', 'importar']::text[]),
	('00000000-0000-4000-8000-000000000004', 'Processos', 'Processos seletivos, candidaturas, avaliações e pesos; vê empresas e profissionais e envia mensagens.', true, ARRAY['processos.ver', 'processos.editar', 'processos.status', 'processos.exportar', 'processos.massa', 'configuracoes.ver', 'configuracoes.editar', 'empresas.ver', 'profissionais.ver', 'mensagens.ver', 'mensagens.editar', 'enviar-mensagens', 'dados-pessoais']::text[]),
	('00000000-0000-4000-8000-000000000005', 'Comercial', 'Planos, assinaturas e vouchers; vê empresas e processos seletivos.', true, ARRAY['planos.ver', 'planos.editar', 'planos.status', 'planos.exportar', 'assinaturas.ver', 'assinaturas.editar', 'assinaturas.status', 'assinaturas.exportar', 'vouchers.ver', 'vouchers.editar', 'vouchers.status', 'vouchers.exportar', 'empresas.ver', 'processos.ver']::text[]),
	('00000000-0000-4000-8000-000000000006', 'Comunicação', 'Mensagens e modelos, e o envio; vê empresas, profissionais, processos seletivos e os logs de envio.', true, ARRAY['mensagens.ver', 'mensagens.editar', 'mensagens.status', 'mensagens.exportar', 'mensagens.massa', 'enviar-mensagens', 'empresas.ver', 'profissionais.ver', 'processos.ver', 'logs.ver']::text[]);
--> statement-breakpoint

ALTER TABLE "super_admin_profiles" ADD COLUMN "access_profile_id" uuid DEFAULT '00000000-0000-4000-8000-000000000001' NOT NULL;--> statement-breakpoint
ALTER TABLE "super_admin_profiles" ADD COLUMN "ufs" text[];--> statement-breakpoint
CREATE UNIQUE INDEX "access_profiles_name_unique" ON "access_profiles" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "super_admin_profiles" ADD CONSTRAINT "super_admin_profiles_access_profile_id_access_profiles_id_fk" FOREIGN KEY ("access_profile_id") REFERENCES "public"."access_profiles"("id") ON DELETE restrict ON UPDATE no action;