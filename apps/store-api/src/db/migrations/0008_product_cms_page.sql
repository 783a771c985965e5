-- A product's own CMS layout (Shopware's product.cms_page_id, inherited by variants). Products
-- without one use the system config `core.cms.default_product_cms_page`.
ALTER TABLE product ADD COLUMN cms_page_id text REFERENCES cms_page(id) ON DELETE SET NULL;
