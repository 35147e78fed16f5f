/** The local host's table, and the file under DATA_DIR where it says where its DynamoDB Local runs (for npm run audit). */
export const LOCAL_TABLE_NAME = 'pigskin';
export const LOCAL_HOST_FILE = 'host.json';
