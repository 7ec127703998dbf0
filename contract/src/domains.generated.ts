// Written by `npm run gen:index` from the folders: do not edit.
// Each domain's `defineDomain` (contract/src/domain.ts), copied as data.
export const DOMAINS = [
  {
    "tag": {
      "name": "candidates",
      "description": "Profissionais registrados no conselho",
      "after": "super-admins"
    },
    "area": {
      "name": "profissionais",
      "label": "Profissionais",
      "noun": "profissionais",
      "actions": [
        "ver",
        "editar",
        "status",
        "exportar",
        "massa"
      ],
      "after": "empresas"
    },
    "audit": {
      "entity": "candidates",
      "name": "Profissional"
    },
    "savedViews": {
      "list": "candidates",
      "after": "companies"
    }
  },
  {
    "tag": {
      "name": "companies",
      "description": "Empresas e o seu teste de valores",
      "after": "candidates"
    },
    "area": {
      "name": "empresas",
      "label": "Empresas",
      "noun": "empresas",
      "actions": [
        "ver",
        "editar",
        "status",
        "exportar",
        "massa"
      ],
      "after": null
    },
    "audit": {
      "entity": "companies",
      "name": "Empresa"
    },
    "savedViews": {
      "list": "companies",
      "after": null
    }
  },
  {
    "tag": {
      "name": "interviews",
      "description": "Entrevistas agendadas com os profissionais inscritos",
      "after": "applications"
    },
    "audit": {
      "entity": "interviews",
      "name": "Entrevista"
    }
  },
  {
    "tag": {
      "name": "lgpd-requests",
      "description": "Solicitações dos titulares de dados (LGPD, art. 18)"
    },
    "area": {
      "name": "lgpd",
      "label": "Solicitações LGPD",
      "noun": "solicitações LGPD",
      "actions": [
        "ver",
        "editar",
        "status",
        "exportar"
      ],
      "after": "profissionais"
    },
    "audit": {
      "entity": "lgpd-requests",
      "name": "Solicitação LGPD"
    },
    "savedViews": {
      "list": "lgpd-requests"
    }
  },
  {
    "tag": {
      "name": "messages",
      "description": "Mensagens a profissionais e empresas, e os seus envios",
      "after": "catho"
    },
    "area": {
      "name": "mensagens",
      "label": "Mensagens e modelos",
      "noun": "mensagens",
      "actions": [
        "ver",
        "editar",
        "status",
        "exportar",
        "massa"
      ],
      "after": "vouchers"
    },
    "audit": {
      "entity": "messages",
      "name": "Mensagem"
    },
    "savedViews": {
      "list": "message-templates",
      "after": "selective-processes"
    },
    "list": {
      "path": "/message-templates",
      "named": "name",
      "sample": {
        "subject": "Olá, {{nome}}",
        "body": "Prezado(a) {{nome}}"
      }
    }
  },
  {
    "tag": {
      "name": "partners",
      "description": "Parceiros do conselho e os seus benefícios",
      "after": "companies"
    },
    "area": {
      "name": "parceiros",
      "label": "Parceiros",
      "noun": "parceiros",
      "actions": [
        "ver",
        "editar",
        "status",
        "exportar"
      ],
      "after": "profissionais"
    },
    "audit": {
      "entity": "partners",
      "name": "Parceiro"
    },
    "savedViews": {
      "list": "partners",
      "after": "candidates"
    },
    "list": {
      "path": "/partners",
      "named": "name",
      "sample": {
        "email": "contato@parceiro.org.br"
      }
    }
  },
  {
    "tag": {
      "name": "plans",
      "description": "Planos vendidos às empresas",
      "after": "partners"
    },
    "area": {
      "name": "planos",
      "label": "Planos",
      "noun": "planos",
      "actions": [
        "ver",
        "editar",
        "status",
        "exportar"
      ],
      "after": "processos"
    },
    "audit": {
      "entity": "plans",
      "name": "Plano"
    },
    "savedViews": {
      "list": "plans",
      "after": "partners"
    },
    "list": {
      "path": "/plans",
      "named": "name",
      "sample": {
        "priceCents": 19900,
        "interval": "monthly",
        "maxOpenProcesses": 3,
        "maxApplicationsPerProcess": 200
      }
    }
  },
  {
    "tag": {
      "name": "reports",
      "description": "Relatórios da contratação: tempo até a contratação, conversão e tempo em cada etapa",
      "after": "dashboard"
    },
    "area": {
      "name": "relatorios",
      "label": "Relatórios",
      "noun": "os relatórios",
      "actions": [
        "ver",
        "exportar"
      ],
      "after": "processos"
    }
  },
  {
    "tag": {
      "name": "security-incidents",
      "description": "Incidentes de segurança com dados pessoais (LGPD, art. 48)"
    },
    "audit": {
      "entity": "security-incidents",
      "name": "Incidente de segurança"
    },
    "savedViews": {
      "list": "security-incidents"
    },
    "list": {
      "path": "/security-incidents",
      "named": "title",
      "sample": {
        "description": "Planilha com dados de profissionais enviada ao destinatário errado",
        "knownOn": "2026-01-05",
        "dataAffected": "Nome, email e CPF",
        "measures": "Pedida a exclusão ao destinatário"
      }
    }
  },
  {
    "tag": {
      "name": "selective-processes",
      "description": "Processos seletivos e as suas etapas",
      "after": "vouchers"
    },
    "area": {
      "name": "processos",
      "label": "Processos seletivos, candidaturas e avaliações",
      "noun": "processos seletivos",
      "actions": [
        "ver",
        "editar",
        "status",
        "exportar",
        "massa"
      ],
      "after": "parceiros"
    },
    "audit": {
      "entity": "selective_processes",
      "name": "Processo seletivo"
    },
    "savedViews": {
      "list": "selective-processes",
      "after": "super-admins"
    }
  },
  {
    "tag": {
      "name": "subscriptions",
      "description": "Assinaturas das empresas",
      "after": "plans"
    },
    "area": {
      "name": "assinaturas",
      "label": "Assinaturas",
      "noun": "assinaturas",
      "actions": [
        "ver",
        "editar",
        "status",
        "exportar"
      ],
      "after": "planos"
    },
    "audit": {
      "entity": "subscriptions",
      "name": "Assinatura"
    },
    "savedViews": {
      "list": "subscriptions",
      "after": "vouchers"
    }
  },
  {
    "tag": {
      "name": "super-admins",
      "description": "Administradores do back-office",
      "after": "users"
    },
    "area": {
      "name": "administradores",
      "label": "Administradores e perfis",
      "noun": "administradores e perfis",
      "actions": [
        "ver",
        "editar",
        "status",
        "exportar"
      ],
      "after": "configuracoes"
    },
    "audit": {
      "entity": "super-admins",
      "name": "Administrador"
    },
    "savedViews": {
      "list": "super-admins",
      "after": "subscriptions"
    },
    "list": {
      "path": "/super-admins",
      "named": "name",
      "sample": {
        "email": "ines@conselho.org.br",
        "occupation": "Analista"
      },
      "unique": [
        "email"
      ]
    }
  },
  {
    "tag": {
      "name": "vouchers",
      "description": "Cupons de desconto",
      "after": "subscriptions"
    },
    "area": {
      "name": "vouchers",
      "label": "Vouchers",
      "noun": "vouchers",
      "actions": [
        "ver",
        "editar",
        "status",
        "exportar"
      ],
      "after": "assinaturas"
    },
    "audit": {
      "entity": "vouchers",
      "name": "Cupom"
    },
    "savedViews": {
      "list": "vouchers",
      "after": "plans"
    },
    "list": {
      "path": "/vouchers",
      "named": "description",
      "sortedByName": false,
      "sample": {
        "code": "CUPOM",
        "discountType": "percent",
        "discountValue": 10
      },
      "unique": [
        "code"
      ]
    }
  }
] as const;
